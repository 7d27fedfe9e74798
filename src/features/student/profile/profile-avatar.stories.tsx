import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, failing, handling, type AnswerOf } from '@/testing/handlers';
import { PICTURE_RULES } from '@/shared/profile/picture-rules';
import { ProfileRoutes } from './profile-routes';
import { ProfileScreen } from './profile-screen';
import { dropPictures, png } from '@/shared/profile/picture-story-helpers';
import { t } from './strings';

const base = [
  answeringExample('getProfile', 'student'),
  answeringExample('getNewBadgesCount', 'student'),
  answeringExample('listAvatars', 'student'),
];

/** What the last upload carried, read from the real multipart body. */
const uploaded: { name?: string; type?: string } = {};
const recordUpload = (answer: () => AnswerOf<'setProfilePicture'> | Response) =>
  handling('setProfilePicture', async ({ request }) => {
    const image = (await request.formData()).get('image');
    if (image instanceof File) Object.assign(uploaded, { name: image.name, type: image.type });
    return answer();
  });

const meta = {
  title: 'Student/Profile picture',
  component: ProfileScreen,
  render: () => <ProfileRoutes />,
  parameters: {
    app: { route: paths.student.profile, signedInAs: 'student' },
    msw: {
      handlers: [
        ...base,
        answering('selectAvatar', { profile_url: '/media/avatars/owl.svg' }),
        recordUpload(() => ({ profile_url: '/media/avatars/rabbit.svg' })),
      ],
    },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(
  canvas: { findByRole: typeof screen.findByRole },
  userEvent: { click: (el: Element) => Promise<void> },
) {
  await userEvent.click(await canvas.findByRole('button', { name: t.identity.changePicture }));
  return screen.findByRole('dialog', { name: t.avatar.title });
}

export const AvatarPicker: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    const owl = await within(dialog).findByRole('button', { name: 'جغد دانا' });
    await expect(within(dialog).getByRole('button', { name: /سیمرغ/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /سیمرغ/ })).toHaveTextContent(t.avatar.cupsNeeded(70));
    await waitFor(() => expect(within(dialog).getByText(t.avatar.rules)).toBeVisible());
    await userEvent.click(owl);
    await waitFor(() => expect(screen.getByText(t.avatar.changed)).toBeVisible());
    // The avatar shows the picture once it has loaded.
    await expect(await canvas.findByRole('img', { name: t.avatarAlt('سارا احمدی') })).toHaveAttribute(
      'src',
      '/media/avatars/owl.svg',
    );
  },
};

export const AvatarLocked: Story = {
  parameters: {
    msw: {
      handlers: [...base, answeringExample('selectAvatar', 'default', { status: 400 })],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'خرگوش تیزپا' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('برای این آواتار ۲۵ جام لازم داری.');
  },
};

export const UploadRejectedType: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await dropPictures([new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' })]);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.avatar.problems.type);
  },
};

export const UploadRejectedTooBig: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await dropPictures([new File([new Uint8Array(PICTURE_RULES.maxBytes + 1)], 'big.png', { type: 'image/png' })]);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.avatar.problems.size);
  },
};

export const UploadRejectedTwoFiles: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await dropPictures([await png(200), await png(300)]);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.avatar.problems.count);
  },
};

/** A real 64 × 64 PNG: accepted by type and size, refused once its pixels are read. */
export const UploadRejectedResolution: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await dropPictures([await png(64)]);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.avatar.problems.resolution);
  },
};

export const UploadFails: Story = {
  parameters: { msw: { handlers: [...base, recordUpload(() => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await dropPictures([await png(256)]);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(errors.sendInformation);
    await expect(uploaded).toEqual({ name: 'me.png', type: 'image/png' });
  },
};

export const Uploaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await openDialog(canvas, userEvent);
    await dropPictures([await png(256)]);
    await waitFor(() => expect(screen.getByText(t.avatar.changed)).toBeVisible());
    // The avatar shows the picture once it has loaded.
    await expect(await canvas.findByRole('img', { name: t.avatarAlt('سارا احمدی') })).toHaveAttribute(
      'src',
      '/media/avatars/rabbit.svg',
    );
  },
};

export const PickerError: Story = {
  parameters: { msw: { handlers: [...base.slice(0, 2), failing('listAvatars', 500)] } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(errors.fetchData);
    // The upload still works without the avatars.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.avatar.pick })).toBeVisible());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await within(dialog).findByRole('button', { name: 'جغد دانا' });
    for (const option of within(dialog).getAllByRole('button', { pressed: false })) {
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
