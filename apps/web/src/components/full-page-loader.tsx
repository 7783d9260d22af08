import { Center, Loader } from '@mantine/core';

export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Loader aria-label={label} />
    </Center>
  );
}
