import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { shellText } from '@/app/shell/strings';
import { StudentLayout } from '@/app/shell/student-layout';
import { generatedMessages, pagedThread } from '@/shared/chat/chat-fixtures';
import { chatText } from '@/shared/chat/strings';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, handling, pending, type AnswerOf } from '@/testing/handlers';
import { t } from './strings';
import { ThreadScreen } from './thread-screen';

const THREAD = 'getChatThread' as const;
const SEND = 'sendChatMessage' as const;
const thread = (name: string) => answeringExample(THREAD, name);

const meta = {
  title: 'Chat/Thread',
  component: ThreadScreen,
  render: () => (
    <Routes>
      <Route path={paths.student.messageThread} element={<ThreadScreen />} />
      <Route path={paths.teacher.messageThread} element={<ThreadScreen />} />
      <Route path={paths.school.messageThread} element={<ThreadScreen />} />
    </Routes>
  ),
  parameters: {
    app: { route: paths.student.messageThreadHref(501), signedInAs: 'student' },
    msw: { handlers: [thread('student')] },
  },
} satisfies Meta<typeof ThreadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sara with support: who it is (role in Persian, school), the way back, the messages and the composer. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'نرگس صادقی' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(chatText.roleAndSchool(chatText.roles.SYS_ADMIN, 'پشتیبانی دانش'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.back })).toHaveAttribute('href', paths.student.messages);
    await expect(await canvas.findByText('عوض شد. ممنون!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: chatText.composerLabel })).toBeVisible();
  },
};

/** A manager's conversation with a teacher, not started yet. */
export const Empty: Story = {
  parameters: {
    app: { route: paths.school.messageThreadHref(204), signedInAs: 'school' },
    msw: { handlers: [thread('empty')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'حسین نوری' })).toBeVisible();
    await expect(canvas.getByText(`${common.roles.teacher} · دبستان دخترانه فرزانگان ۲`)).toBeVisible();
    await expect(canvas.getByText(chatText.emptyTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.back })).toHaveAttribute('href', paths.school.messages);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(THREAD)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(canvas.getByRole('status')).toHaveTextContent(common.loading);
  },
};

/** Someone one may not talk to: the server answers 403; a Persian explanation and the way back. */
export const Forbidden: Story = {
  parameters: {
    app: { route: paths.teacher.messageThreadHref(999), signedInAs: 'teacher' },
    msw: { handlers: [failing(THREAD, 403, 'دسترسی به این بخش ممکن نیست.')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.forbidden.title)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: t.back })[1]).toHaveAttribute('href', paths.teacher.messages);
    await expect(canvas.queryByRole('button', { name: common.retry })).toBeNull();
  },
};

/** The thread failed: the catalogue's «Error loading chat» and a retry that asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: [failing(THREAD, 500, null)] } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(chatText.loadError);
    await userEvent.click(canvas.getByRole('button', { name: common.retry }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(chatText.loadError));
  },
};

/** At 390 px: the header card, the bubbles and the composer fit without sideways scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    app: { route: paths.teacher.messageThreadHref(501), signedInAs: 'teacher' },
    msw: { handlers: [thread('teacher')] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'نرگس صادقی' })).toBeVisible();
    await expect(await canvas.findByText('ممنون از پیگیری‌تان.')).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const back = canvas.getByRole('link', { name: t.back }).getBoundingClientRect();
    await expect(back.height).toBeGreaterThanOrEqual(44);
  },
};

/** What the pupil's sends carried (multipart fields), for the story below. */
const sent: Record<string, string>[] = [];

/** Sara writes to support through /chat/message/: the form names support (501) as the receiver. */
export const SendsToSupport: Story = {
  beforeEach: () => {
    sent.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        thread('student'),
        handling(SEND, async ({ request }) => {
          const form = await request.formData();
          sent.push({ receiver: String(form.get('receiver')), message: String(form.get('message')) });
          // The contract's 201 example (`example` types a 200's only), as the answer's type.
          const saved: AnswerOf<typeof SEND> = {
            ...(example(SEND, 'text', '201') as AnswerOf<typeof SEND>),
            message: 'کد هنوز کار نمی‌کند.',
          };
          return HttpResponse.json(saved, { status: 201 });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: chatText.composerLabel });
    await userEvent.type(box, 'کد هنوز کار نمی‌کند.{Enter}');
    await waitFor(() => expect(sent).toEqual([{ receiver: '501', message: 'کد هنوز کار نمی‌کند.' }]));
    await expect(box).toHaveValue('');
  },
};

/** The send failed: the bubble stays, marked as not sent, with retry; nothing typed is lost. */
export const FailedSend: Story = {
  parameters: { msw: { handlers: [thread('student'), failing(SEND, 500)] } },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: chatText.composerLabel });
    await userEvent.type(box, 'این پیام نمی‌رسد{Enter}');
    await expect(await canvas.findByText(chatText.failed)).toBeVisible();
    await expect(canvas.getByText('این پیام نمی‌رسد')).toBeVisible();
    await expect(canvas.getByRole('button', { name: chatText.retryName('این پیام نمی‌رسد') })).toBeVisible();
  },
};

/** A 390 × 844 phone, for the pupil's layout around the thread. */
const phone390 = {
  viewport: { options: { phone390: { name: 'گوشی ۳۹۰', styles: { width: '390px', height: '844px' } } } },
};

/**
 * The pupil's support chat on a 390 × 844 phone, inside the pupil's layout, with older messages to
 * load (their button above the thread) and a two-line message typed: the message box and «بفرست»
 * stand above the fixed bottom bar, not under it.
 */
export const PhoneAboveBottomBar: Story = {
  render: () => (
    <StrictMode>
      <Routes>
        <Route element={<StudentLayout />}>
          <Route path={paths.student.messageThread} element={<ThreadScreen />} />
        </Route>
      </Routes>
    </StrictMode>
  ),
  parameters: {
    ...phone390,
    msw: {
      handlers: [
        pagedThread(THREAD, generatedMessages(80), {
          role: 'SYS_ADMIN',
          full_name: 'نرگس صادقی',
          school_name: 'پشتیبانی دانش',
        }),
      ],
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: chatText.older })).toBeVisible();
    const box = canvas.getByRole('textbox', { name: chatText.composerLabel });
    await userEvent.type(box, 'سلام{Shift>}{Enter}{/Shift}کد کار نمی‌کند');
    const send = canvas.getByRole('button', { name: chatText.send });
    const bar = screen.getByRole('navigation', { name: shellText.bottomBar });
    await expect(window.innerWidth).toBe(390);
    await expect(window.scrollY).toBe(0);
    await waitFor(() =>
      expect(send.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top),
    );
    await expect(box.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // The thread keeps room to read in.
    const thread = canvas.getByRole('region', { name: chatText.threadLabel('نرگس صادقی') });
    await expect(thread.getBoundingClientRect().height).toBeGreaterThanOrEqual(200);
  },
};
