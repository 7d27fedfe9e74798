import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { BrandMark } from '@/shared/ui/brand';

/**
 * A family link's page (issue 29): the product's name and the report, nothing else. It links
 * nowhere, is never indexed and never sends its address (which holds the token) on to another
 * site: React hoists these two meta tags into the document's head while the page is open.
 */
export function FamilyLayout() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <Box
        component="header"
        py="xs"
        px="md"
        data-no-print
        style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg" px={0}>
          <BrandMark />
        </Container>
      </Box>
      <Container component="main" size="lg" py="md" px="md">
        <Outlet />
      </Container>
    </>
  );
}
