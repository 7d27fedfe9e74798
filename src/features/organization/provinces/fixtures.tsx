// Stories and tests only: the contract's answers for the office's provinces and a province's schools.
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { matchesQuery } from '@/shared/search-text';
import { answeringExample, example, handling } from '@/testing/handlers';
import { ProvinceSchoolsScreen } from './province-schools-screen';

export const PROVINCES = 'getOrganizationProvinces' as const;
/** The schools call (of any province unless narrowed). */
export const SCHOOLS = 'getOrganizationProvinceSchools' as const;
/** اصفهان, the demo office's province (the contract's example request). */
export const ISFAHAN = 4;

export const schoolsPage = example(SCHOOLS, 'organization');
/** The demo office (Isfahan's provincial office): its one province. */
export const provinces = answeringExample(PROVINCES, 'organization');
/** The national office: every province with schools. */
export const nationwide = answeringExample(PROVINCES, 'nationwide');

interface SchoolsOptions {
  /** Sees every request's query. */
  onAsk?: (query: URLSearchParams) => void;
  /** Pretends the province has this many schools (the mock's `large` world has 150 in اصفهان). */
  count?: number;
}

/**
 * The schools call as the world answers it over the example's page: `searchedWord` narrows by
 * school or city name; `count` stretches the page meta so the pager has pages to turn; a page past
 * the last answers 404, as the world does.
 */
export function searchableSchools({ onAsk = () => {}, count }: SchoolsOptions = {}) {
  return handling(SCHOOLS, ({ query }) => {
    onAsk(query);
    const word = query.get('searchedWord') ?? '';
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const results = schoolsPage.results.filter((school) => matchesQuery(`${school.name} ${school.city}`, word));
    const total = word ? results.length : (count ?? schoolsPage.count);
    const totalPages = Math.ceil(total / size);
    if (page > Math.max(1, totalPages)) return HttpResponse.json({ detail: 'یافت نشد.' }, { status: 404 });
    return { count: total, page, size, total_pages: totalPages, results };
  });
}

/** The province page under its route, as the app mounts it. */
export function ProvinceRoutes() {
  return (
    <Routes>
      <Route path={paths.organization.province} element={<ProvinceSchoolsScreen />} />
    </Routes>
  );
}
