import { Anchor, Code, Container, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  API_BASE,
  API_KEY_PREFIX,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_REPLAY_HOURS,
  ROUTE_TABLE,
} from '@plaudit/contract';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { usePublicApiLimits } from '../api/get-public-api-limits';

// /developers: the public API for a brand's developer: a quick start with curl, every call (from the contract's
// route table, so the page cannot list a call the API lacks), the errors, rate limits and Idempotency-Key, and the
// OpenAPI document to generate a client from.

const V1 = `${API_BASE}/v1`;
const CALLS = ROUTE_TABLE.filter((route) => route.auth === 'apiKey');
const ERRORS = [
  { status: 400, type: 'validation', message: 'validation.*' },
  { status: 401, type: 'unauthorized', message: 'api_key.invalid · api_key.expired · api_key.revoked' },
  { status: 403, type: 'forbidden', message: 'api_key.scope (meta.scope) · team.error.blocked' },
  { status: 404, type: 'not_found', message: '*.not_found' },
  { status: 409, type: 'conflict', message: 'idempotency.in_progress · product.error.slug_taken' },
  { status: 422, type: 'conflict', message: 'idempotency.mismatch' },
  { status: 429, type: 'throttle', message: 'error.common.throttle (Retry-After)' },
] as const;

function Block({ children }: { children: string }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Code>
  );
}

export default function DevelopersPage() {
  const { t } = useTranslation('apiKeys');
  const origin = typeof window === 'undefined' ? 'https://plaudit.example' : window.location.origin;
  const base = `${origin}${V1}`;
  const limits = usePublicApiLimits();
  return (
    <Container size="md" py="xl">
      <PageHeader title={t('developers.title')} description={t('developers.intro')} />
      <Stack gap="xl">
        <section aria-labelledby="dev-start">
          <Title order={2} fz="h3" id="dev-start" mb="xs">
            {t('developers.startTitle')}
          </Title>
          <Text mb="xs">
            {t('developers.startKey')}{' '}
            <Anchor component={Link} to={paths.creatorApiKeys.href()}>
              {t('developers.keysPage')}
            </Anchor>
            .
          </Text>
          <Text mb="xs">{t('developers.startCall')}</Text>
          <Block>{`curl ${base}/me \\\n  -H "Authorization: Bearer ${API_KEY_PREFIX}…"`}</Block>
          <Text my="xs">{t('developers.startWrite')}</Text>
          <Block>
            {`curl -X POST ${base}/products \\\n  -H "Authorization: Bearer ${API_KEY_PREFIX}…" \\\n  -H "Content-Type: application/json" \\\n  -H "Idempotency-Key: 5f2b7c1e-sync-42" \\\n  -d '{"name": "Copper kettle", "categoryId": "…", "status": "DRAFT"}'`}
          </Block>
        </section>

        <section aria-labelledby="dev-reference">
          <Title order={2} fz="h3" id="dev-reference" mb="xs">
            {t('developers.referenceTitle')}
          </Title>
          <Text mb="xs">
            {t('developers.referenceText')} <Anchor href={`${V1}/openapi.json`}>{`${V1}/openapi.json`}</Anchor>
          </Text>
          <Block>{`npx openapi-typescript ${base}/openapi.json -o plaudit-v1.ts`}</Block>
          <Table.ScrollContainer minWidth={420} mt="sm">
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('developers.call')}</Table.Th>
                  <Table.Th>{t('developers.scope')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {CALLS.map((route) => (
                  <Table.Tr key={route.id}>
                    <Table.Td>
                      <Code>{`${route.method} ${V1}${route.path.slice(3).replace(/:(\w+)/g, '{$1}')}`}</Code>
                    </Table.Td>
                    <Table.Td>{route.scope ? <Code>{route.scope}</Code> : t('developers.anyKey')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>

        <section aria-labelledby="dev-errors">
          <Title order={2} fz="h3" id="dev-errors" mb="xs">
            {t('developers.errorsTitle')}
          </Title>
          <Text mb="xs">{t('developers.errorsText')}</Text>
          <Block>{`{"status": 403, "errors": [{"type": "forbidden", "message": "api_key.scope", "meta": {"scope": "products:write"}}]}`}</Block>
          <Table.ScrollContainer minWidth={420} mt="sm">
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('developers.status')}</Table.Th>
                  <Table.Th>type</Table.Th>
                  <Table.Th>message</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ERRORS.map((error) => (
                  <Table.Tr key={`${error.status}-${error.message}`}>
                    <Table.Td>{error.status}</Table.Td>
                    <Table.Td>
                      <Code>{error.type}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Code style={{ whiteSpace: 'normal' }}>{error.message}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>

        <section aria-labelledby="dev-limits">
          <Title order={2} fz="h3" id="dev-limits" mb="xs">
            {t('developers.limitsTitle')}
          </Title>
          {/* The number is this server's, from its document: a built-in default could promise what it refuses. */}
          {limits.data ? (
            <Text>{t('developers.limitsText', { count: limits.data.perMinute })}</Text>
          ) : limits.isError ? (
            <Text>{t('developers.limitsUnknown')}</Text>
          ) : (
            <Skeleton height={48} aria-hidden />
          )}
        </section>

        <section aria-labelledby="dev-idempotency">
          <Title order={2} fz="h3" id="dev-idempotency" mb="xs">
            {t('developers.idempotencyTitle')}
          </Title>
          <Text>{t('developers.idempotencyText', { max: IDEMPOTENCY_KEY_MAX, hours: IDEMPOTENCY_REPLAY_HOURS })}</Text>
        </section>
      </Stack>
    </Container>
  );
}
