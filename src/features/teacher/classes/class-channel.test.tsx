import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, handling, type AnswerOf } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import {
  ClassCourseRoutes,
  DELETE_MESSAGE,
  EDIT_MESSAGE,
  MESSAGES,
  POST_MESSAGE,
  channelPage,
  classCard,
  newest,
} from './fixtures';
import { t } from './strings';

const TYPED = 'بچه‌ها، فردا کتاب علوم را هم بیاورید.';

function renderChannel(route = paths.teacher.classCourseHref(41, 401, 'messages')) {
  server.use(classCard, answering(MESSAGES, channelPage));
  return renderWithApp(
    <>
      <ClassCourseRoutes />
      <Where />
    </>,
    { route, signedInAs: 'teacher' },
  );
}

type Sending = typeof POST_MESSAGE | typeof EDIT_MESSAGE | typeof DELETE_MESSAGE;

/** Records every body sent by `op`, answering `answer` (or failing with 500 while `fail()`). */
function recording<O extends Sending>(op: O, answer: AnswerOf<O>, fail = () => false) {
  const sent: { url: string; body: unknown }[] = [];
  server.use(
    handling(op, async ({ request, body }) => {
      sent.push({ url: request.url, body: op === DELETE_MESSAGE ? null : await body() });
      if (fail()) return HttpResponse.json({}, { status: 500 });
      return HttpResponse.json(answer, { status: op === POST_MESSAGE ? 201 : 200 });
    }),
  );
  return sent;
}

describe('the class channel', () => {
  it('posts the typed text for the class and course and empties the composer', async () => {
    renderChannel();
    const sent = recording(POST_MESSAGE, { ...newest, id: 9, message: TYPED });
    const box = await screen.findByRole('textbox', { name: t.channel.composerLabel });
    expect(screen.getByRole('button', { name: t.channel.send })).toBeDisabled();
    await userEvent.type(box, TYPED);
    await userEvent.click(screen.getByRole('button', { name: t.channel.send }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sent.map((call) => call.body)).toEqual([{ classId: 41, courseId: 401, message: TYPED }]);
  });

  it('keeps every character when a post fails and sends the same text again on retry', async () => {
    renderChannel();
    let failing = true;
    const sent = recording(POST_MESSAGE, { ...newest, id: 9, message: TYPED }, () => failing);
    const box = await screen.findByRole('textbox', { name: t.channel.composerLabel });
    await userEvent.type(box, TYPED);
    await userEvent.click(screen.getByRole('button', { name: t.channel.send }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.sendInformation);
    expect(box).toHaveValue(TYPED);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({ classId: 41, courseId: 401, message: TYPED });
  });

  it('opens the edit route with the message in the composer, saves it and returns to the tab', async () => {
    renderChannel();
    const sent = recording(EDIT_MESSAGE, { ...newest, message: TYPED });
    const edits = await screen.findAllByRole('link', { name: /^ویرایش پیام/ });
    await userEvent.click(edits[0]!);
    const box = await screen.findByRole('textbox', { name: t.channel.editLabel });
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
      paths.teacher.classCourseEditHref(41, 401, 'messages', newest.id),
    );
    expect(box).toHaveValue(newest.message);
    await userEvent.clear(box);
    await userEvent.type(box, TYPED);
    await userEvent.click(screen.getByRole('button', { name: t.channel.save }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
        new RegExp(`^${paths.teacher.classCourseHref(41, 401, 'messages')}$`),
      ),
    );
    expect(sent).toEqual([{ url: expect.stringMatching(/\/channel\/message\/41112$/), body: { message: TYPED } }]);
  });

  it('keeps the edited text when saving fails, and cancel goes back without sending', async () => {
    renderChannel(paths.teacher.classCourseEditHref(41, 401, 'messages', newest.id));
    const sent = recording(EDIT_MESSAGE, newest, () => true);
    const box = await screen.findByRole('textbox', { name: t.channel.editLabel });
    await userEvent.type(box, '!');
    await userEvent.click(screen.getByRole('button', { name: t.channel.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.sendInformation);
    expect(box).toHaveValue(`${newest.message}!`);
    expect(sent).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: t.channel.cancel }));
    expect(await screen.findByRole('textbox', { name: t.channel.composerLabel })).toHaveValue('');
  });

  it('deletes a message only after the confirmation', async () => {
    renderChannel();
    const sent = recording(DELETE_MESSAGE, { detail: 'پیام با موفقیت حذف شد.' });
    const deletes = await screen.findAllByRole('button', { name: /^حذف پیام/ });
    await userEvent.click(deletes[0]!);
    const dialog = await screen.findByRole('dialog', { name: t.channel.confirm.title });
    expect(sent).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: t.channel.confirm.yes }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toMatch(/\/channel\/message\/41112$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
