import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { getCompletePackageActivityUrl } from '@/api/generated/endpoints/member/member';
import { answering, answeringExample, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { PUPIL_ACTIVITY_STATUS } from '@/shared/status/activity';
import { PACKAGE_ID, compare, packageWith, reading, video } from './package-fixtures';
import { PackageScreen } from './package-screen';
import { t } from './strings';

function renderAt(route = paths.student.packageHref(PACKAGE_ID)) {
  return renderWithApp(
    <Routes>
      <Route
        path={paths.student.package}
        element={
          <>
            <PackageScreen />
            <Where />
          </>
        }
      />
    </Routes>,
    { route, signedInAs: 'student' },
  );
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('PackageScreen', () => {
  it('shows the package’s progress and a practice activity’s progress with its way into /exercise', async () => {
    server.use(answeringExample('getMyPackageActivities', 'student', { params: { packageId: PACKAGE_ID } }));
    renderAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'بستهٔ ارزش مکانی عددهای بزرگ، چهارم الف' }),
    ).toBeInTheDocument();
    expect(screen.getByText('۸۴٪')).toBeInTheDocument();
    expect(screen.getByText(t.progress(3, 4))).toHaveTextContent('۳ از ۴ فعالیت انجام شده');
    expect(screen.getByRole('progressbar', { name: t.progressLabel })).toHaveAttribute('aria-valuenow', '84');

    const practice = card(compare.title);
    expect(within(practice).getByText('۳ از ۸ پرسش پاسخ داده‌ای، ۳ پاسخ درست')).toBeInTheDocument();
    expect(
      within(practice).getByRole('link', { name: t.practice.linkLabel(t.practice.continue, compare.title) }),
    ).toHaveAttribute('href', '/exercise?package=4101&activity=410104');
    expect(screen.getByRole('link', { name: t.backToList })).toHaveAttribute('href', paths.student.courseReview);
  });

  it('keeps every activity after an unfinished one locked, in words and without an action', async () => {
    server.use(
      answering('getMyPackageActivities', packageWith(['available', 'locked', 'locked', 'locked']), {
        params: { packageId: PACKAGE_ID },
      }),
    );
    renderAt();
    const first = await screen.findByRole('listitem', { name: video.title });
    expect(within(first).getByRole('button', { name: t.toggleLabel(t.video.open, video.title) })).toBeEnabled();
    expect(screen.getAllByText(t.lockedReason)).toHaveLength(3);
    for (const item of screen.getAllByRole('listitem').slice(1)) {
      expect(within(item).getByText(PUPIL_ACTIVITY_STATUS.locked.label)).toBeInTheDocument();
      expect(within(item).queryByRole('button')).toBeNull();
      expect(within(item).queryByRole('link')).toBeNull();
    }
  });

  it('opens a reading in ?activity=, and «خواندم» sends the completion and shows the next step unlocked', async () => {
    let sent: { method: string; path: string } | null = null;
    server.use(
      answering('getMyPackageActivities', packageWith(['done', 'done', 'available', 'locked']), {
        params: { packageId: PACKAGE_ID },
      }),
      handling(
        'completePackageActivity',
        ({ request }) => {
          sent = { method: request.method, path: new URL(request.url).pathname };
          return packageWith(['done', 'done', 'done', 'available']);
        },
        { params: { packageId: PACKAGE_ID, activityId: reading.id } },
      ),
    );
    renderAt(`${paths.student.packageHref(PACKAGE_ID)}?activity=${reading.id}`);
    expect(await screen.findByText(/نازنین و بردیا بعد از مدرسه/)).toBeInTheDocument();
    expect(within(card(compare.title)).getByText(t.lockedReason)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.reading.complete }));

    expect(await screen.findByText(t.unlocked(compare.title))).toBeInTheDocument();
    expect(sent).toEqual({ method: 'POST', path: `/api${getCompletePackageActivityUrl(PACKAGE_ID, reading.id)}` });
    const next = card(compare.title);
    expect(within(next).queryByText(t.lockedReason)).toBeNull();
    expect(
      within(next).getByRole('link', { name: t.practice.linkLabel(t.practice.start, compare.title) }),
    ).toHaveAttribute('href', paths.student.exerciseHref({ package: PACKAGE_ID, activity: compare.id }));
    expect(within(card(reading.title)).getByText(PUPIL_ACTIVITY_STATUS.done.label)).toBeInTheDocument();
    expect(screen.getByText('۷۵٪')).toBeInTheDocument();
    // The next step is a practice, so nothing stays opened (the router updates in a transition).
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/package\/4101$/));
  });

  it('opens and closes a video through the query string, with its player and spoken text', async () => {
    server.use(
      answering('getMyPackageActivities', packageWith(['available', 'locked', 'locked', 'locked']), {
        params: { packageId: PACKAGE_ID },
      }),
    );
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: t.toggleLabel(t.video.open, video.title) }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(`?activity=${video.id}`),
    );
    expect(await screen.findByLabelText(t.video.label(video.title))).toHaveAttribute(
      'src',
      '/media/lessons/m4-place-value.mp4',
    );
    // The transcript is the words the teaching video says: its title card, then the worked example.
    expect(screen.getByText(/^درس ارزش مکانی عددهای بزرگ. یک نمونه را با هم/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.video.complete })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.toggleLabel(t.close, video.title) }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/package\/4101$/));
    expect(screen.queryByLabelText(t.video.label(video.title))).toBeNull();
  });

  it('keeps the pupil on a failed completion with the server’s message, and the retry sends it again', async () => {
    let calls = 0;
    server.use(
      answering('getMyPackageActivities', packageWith(['done', 'done', 'available', 'locked']), {
        params: { packageId: PACKAGE_ID },
      }),
      handling(
        'completePackageActivity',
        () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ detail: 'اتصال برقرار نشد' }, { status: 500 })
            : packageWith(['done', 'done', 'done', 'available']);
        },
        { params: { packageId: PACKAGE_ID, activityId: reading.id } },
      ),
    );
    renderAt(`${paths.student.packageHref(PACKAGE_ID)}?activity=${reading.id}`);
    await userEvent.click(await screen.findByRole('button', { name: t.reading.complete }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('اتصال برقرار نشد');
    expect(screen.getByText(/نازنین و بردیا بعد از مدرسه/)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByText(t.unlocked(compare.title))).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('falls back to the catalogue message when a completion fails silently', async () => {
    server.use(
      answering('getMyPackageActivities', packageWith(['done', 'done', 'available', 'locked']), {
        params: { packageId: PACKAGE_ID },
      }),
      failing('completePackageActivity', 500, undefined, { params: { packageId: PACKAGE_ID, activityId: reading.id } }),
    );
    renderAt(`${paths.student.packageHref(PACKAGE_ID)}?activity=${reading.id}`);
    await userEvent.click(await screen.findByRole('button', { name: t.reading.complete }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.sendInformation);
  });

  it('reads «not found» for a package the server does not know, and for an id that cannot exist', async () => {
    server.use(failing('getMyPackageActivities', 404, 'موردی پیدا نشد.', { params: { packageId: PACKAGE_ID } }));
    const { unmount } = renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: t.notFound.title })).toBeInTheDocument();
    unmount();
    renderAt('/package/abc');
    expect(screen.getByRole('heading', { level: 1, name: t.notFound.title })).toBeInTheDocument();
  });

  it('shows the catalogue message on failure and loads again on retry', async () => {
    server.use(failing('getMyPackageActivities', 500, undefined, { params: { packageId: PACKAGE_ID } }));
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    server.use(answeringExample('getMyPackageActivities', 'student', { params: { packageId: PACKAGE_ID } }));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'بستهٔ ارزش مکانی عددهای بزرگ، چهارم الف' }),
    ).toBeInTheDocument();
  });
});
