import { Anchor, Box, Container } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetAgent } from '@/api/generated/endpoints/public/public';
import { messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { PageHero, usePublicTitle } from '@/shared/ui/public-page';
import { queryFallback } from '@/shared/ui/states';
import { AgentsArt } from './agents-art';
import { AgentView } from './agent-view';
import { t } from './strings';

/** /agents/{agentId} — one agent's page; an id that cannot exist is «not found» without asking the server. */
export function AgentScreen() {
  const id = useRouteIds('agentId').agentId;
  const agent = useGetAgent(id ?? 0, { query: { enabled: id !== null } });
  const notFound = id === null || agent.error?.status === 404;

  const title = notFound
    ? t.notFound.title
    : agent.data
      ? t.detail.documentTitle(agent.data.full_name)
      : t.detail.loadingTitle;
  usePublicTitle(title);

  if (notFound) {
    return (
      <>
        <BackToDirectory />
        <PageHero
          title={messageOf(agent.error, t.notFound.title)}
          lead={t.notFound.lead}
          art={<AgentsArt />}
          actions={[
            { label: t.notFound.directory, to: paths.public.agents },
            { label: t.notFound.contact, to: paths.public.contactUs, variant: 'outline' },
          ]}
        />
      </>
    );
  }
  if (agent.isSuccess) {
    return (
      <>
        <BackToDirectory />
        <AgentView agent={agent.data} />
      </>
    );
  }
  return (
    <>
      <BackToDirectory />
      <Container size="lg" py="xl">
        {queryFallback([agent])}
      </Container>
    </>
  );
}

/** The way back to the directory, on the hero's band so the two read as one header. */
function BackToDirectory() {
  return (
    <Box bg="var(--mantine-primary-color-0)" pt="sm">
      <Container size="lg">
        <Anchor
          component={Link}
          to={paths.public.agents}
          fw={700}
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
        >
          {t.detail.back}
        </Anchor>
      </Container>
    </Box>
  );
}
