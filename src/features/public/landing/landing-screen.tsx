import { useDocumentTitle } from '@mantine/hooks';
import { Audiences } from './audiences';
import { Hero } from './hero';
import { Subjects } from './subjects';
import { t } from './strings';

/** / — the public home page for pupils, parents, teachers and schools (inside the public layout). */
export function LandingScreen() {
  useDocumentTitle(t.documentTitle);
  return (
    <>
      <Hero />
      <Subjects />
      <Audiences />
    </>
  );
}
