import { Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

/** Story-only text: the sample page inside the layout. */
export const storyText = { page: 'صفحه نمونه', filler: 'محتوای نمونه برای پیمایش صفحه.' } as const;

/** A stand-in page that shows where the router is, tall enough to scroll the window. */
function SamplePage() {
  const { pathname } = useLocation();
  return (
    <Stack mih="200vh">
      <Title order={1}>{storyText.page}</Title>
      <Text data-testid="location" dir="ltr">
        {pathname}
      </Text>
      <Text>{storyText.filler}</Text>
    </Stack>
  );
}

/** Renders `Layout` as the router would: around whatever page the URL names (stories and tests only). */
export function InLayout({ layout: Layout }: { layout: ComponentType }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<SamplePage />} />
      </Route>
    </Routes>
  );
}
