import { Anchor, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router-dom';
import {
  getOrganizationProvinceSchools,
  useGetOrganizationProvinces,
  useGetOrganizationProvinceSchools,
} from '@/api/generated/endpoints/organization/organization';
import type { OrganizationSchool } from '@/api/generated/model';
import { getOrganizationProvinceSchoolsQuerySizeMax } from '@/api/generated/zod/organization/organization.zod';
import { parseId } from '@/shared/digits';
import { allPages } from '@/shared/export/export-menu';
import { ExportMenu } from '@/shared/export/export-menu';
import type { ExportTable } from '@/shared/export/sheet';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, LoadingState, QueryState } from '@/shared/ui/states';
import { PupilSearchBox } from '@/shared/pupil-search/search-box';
import { SchoolsList } from './schools-list';
import { SchoolsRanking } from './schools-ranking';
import { schoolsParamsOf, useSchoolsAddress } from './schools-address';
import { t } from './strings';

/**
 * /organization/province/:provinceId — the province's schools, searched and paged by the server;
 * the word and page live in the address. The name comes from the provinces list (cached from the
 * home); without it (a failure, a province with no school yet) the heading stays generic. The
 * back link says «همهٔ استان‌ها» only to an office with several provinces (the national office); a
 * provincial office's home holds its one province, so its link goes back home.
 */
/** A province's schools (every page) as a spreadsheet: the figures each row shows. */
export function schoolsTable(provinceName: string, schools: OrganizationSchool[]): ExportTable {
  const x = t.province.export;
  return {
    title: x.title(provinceName),
    columns: [
      { header: x.name, width: 30 },
      { header: x.city },
      { header: x.kind },
      { header: x.grades, width: 20 },
      { header: x.classes, kind: 'number' },
      { header: x.pupils, kind: 'number' },
      { header: x.score, kind: 'number' },
    ],
    rows: schools.map((school) => [
      school.name,
      school.city,
      t.province.kinds[school.gender ?? 'mixed'],
      school.grades.map((grade) => common.grades[grade]).join('، '),
      school.class_count,
      school.student_count,
      school.average_smart_score === null ? null : Math.round(school.average_smart_score),
    ]),
  };
}

export function ProvinceSchoolsScreen() {
  const provinceId = parseId(useParams().provinceId);
  const [address, change] = useSchoolsAddress();
  const provinces = useGetOrganizationProvinces({ query: { staleTime: 5 * 60_000 } });
  const province = provinces.data?.find((p) => p.id === provinceId);
  const schools = useGetOrganizationProvinceSchools(provinceId ?? 0, schoolsParamsOf(address), {
    query: { enabled: provinceId !== null, placeholderData: (previous) => previous },
  });
  useDocumentTitle(t.province.documentTitle(province?.name));

  // A 404 is the province (not in the office's scope), unless a later page of a known province is asked.
  const notFound = schools.error?.status === 404;
  const pastLastPage = notFound && address.page > 1 && province !== undefined;
  // Until the provinces answer, a 404 cannot tell «past the last page» from «no such province».
  const resolving = schools.isFetching || (notFound && provinces.isPending);
  const unknown = provinceId === null || (notFound && !pastLastPage && !resolving);

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={paths.organization.home}
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center', alignSelf: 'flex-start' }}
      >
        {provinces.data && provinces.data.length > 1 ? t.province.back : t.province.backHome}
      </Anchor>
      <ScreenHeading
        title={province ? t.province.title(province.name) : t.province.fallbackTitle}
        subtitle={unknown ? undefined : t.province.subtitle}
      />
      {unknown ? (
        <EmptyState title={t.province.unknown.title} description={t.province.unknown.description} />
      ) : (
        <>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <PupilSearchBox
              value={address.q}
              onSearch={(q) => change({ q }, { replace: true })}
              label={t.province.search}
              description={t.province.searchHint}
            />
            {province && provinceId !== null && (
              <ExportMenu
                what={t.province.export.what}
                load={async () => {
                  const { searchedWord } = schoolsParamsOf(address);
                  const all = await allPages((page) =>
                    getOrganizationProvinceSchools(provinceId, {
                      ...(searchedWord ? { searchedWord } : {}),
                      page,
                      size: getOrganizationProvinceSchoolsQuerySizeMax,
                    }),
                  );
                  return schoolsTable(province.name, all);
                }}
              />
            )}
          </Group>
          {pastLastPage ? (
            <EmptyState
              title={t.province.pastLastPage.title}
              action={
                <Anchor
                  component={Link}
                  to={paths.organization.provinceHref(provinceId)}
                  mih={44}
                  display="inline-flex"
                  style={{ alignItems: 'center' }}
                >
                  {t.province.pastLastPage.action}
                </Anchor>
              }
            />
          ) : notFound && provinces.isPending ? (
            // A 404 waits for the provinces before it says which it is.
            <LoadingState />
          ) : (
            <QueryState query={schools}>
              {(page) => (
                <SchoolsList
                  page={page}
                  searching={address.q.trim() !== ''}
                  onPage={(next) => change({ page: next })}
                  onClear={() => change({ q: '' })}
                />
              )}
            </QueryState>
          )}
          {province && provinceId !== null && <SchoolsRanking provinceId={provinceId} provinceName={province.name} />}
        </>
      )}
    </Stack>
  );
}
