import { Center, Loader } from '@mantine/core';

export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Loader role="status" aria-label={label} /* a label needs a role (axe aria-prohibited-attr) */ />
    </Center>
  );
}
