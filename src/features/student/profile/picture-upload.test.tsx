import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/auth/session-context';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { PICTURE_RULES } from '@/shared/profile/picture-rules';
import { PictureUpload } from '@/shared/profile/picture-upload';
import { ProfileRoutes } from './profile-routes';
import { t } from './strings';

const sara = example('getProfile', 'student');

const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });
const photo = () => file('me.png', 'image/png');

/** Drops files on the dropzone the way a browser's drag and drop delivers them. */
function drop(files: File[]) {
  // On the area's file input: the drop bubbles to the area, as a drop on its text would.
  fireEvent.drop(screen.getByLabelText(t.avatar.dropzone, { selector: 'input' }), {
    dataTransfer: {
      files,
      items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      types: ['Files'],
    },
  });
}

function renderUpload(measure = async () => ({ width: 512, height: 512 })) {
  const onChanged = vi.fn();
  renderWithApp(<PictureUpload profile={sara} onChanged={onChanged} measure={measure} />, { signedInAs: 'student' });
  return onChanged;
}

describe('PictureUpload — README, product rules: validation rules, one Persian message per kind', () => {
  it.each([
    ['a file that is not an image', [file('notes.pdf', 'application/pdf')], t.avatar.problems.type],
    ['an image type with another extension', [file('photo.gif', 'image/png')], t.avatar.problems.extension],
    ['a file over 2 MB', [file('big.jpg', 'image/jpeg', PICTURE_RULES.maxBytes + 1)], t.avatar.problems.size],
    ['two files at once', [photo(), file('two.webp', 'image/webp')], t.avatar.problems.count],
  ])('refuses %s', async (_, files, message) => {
    let sent = false;
    server.use(handling('setProfilePicture', () => ((sent = true), { profile_url: '/x.png' })));
    renderUpload();
    drop(files);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([message]);
    expect(sent).toBe(false);
  });

  it('refuses a picture smaller than the minimum, read after the drop', async () => {
    renderUpload(async () => ({ width: 640, height: 100 }));
    drop([photo()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.avatar.problems.resolution);
  });

  it('refuses a file that does not decode as an image', async () => {
    renderUpload(() => Promise.reject(new Error('not an image')));
    drop([photo()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.avatar.problems.unreadable);
  });

  it('sends the one image as the multipart field `image` and reports the server’s refusal', async () => {
    // jsdom's File cannot be streamed into a real multipart body, so the form is watched as it is built
    // (the UploadFails story reads the body itself in the browser).
    const append = vi.spyOn(FormData.prototype, 'append');
    server.use(failing('setProfilePicture', 400, 'حجم تصویر باید حداکثر ۲ مگابایت باشد.'));
    const onChanged = renderUpload();
    const picture = photo();
    drop([picture]);
    expect(await screen.findByRole('alert')).toHaveTextContent('حجم تصویر باید حداکثر ۲ مگابایت باشد.');
    expect(append.mock.calls).toEqual([['image', picture]]);
    expect(onChanged).not.toHaveBeenCalled();
    append.mockRestore();
  });

  it('falls back to the catalogue message when the upload fails without one', async () => {
    server.use(failing('setProfilePicture', 500));
    renderUpload();
    drop([photo()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.sendInformation);
  });
});

/** The active user's picture, as the header and side menu show it. */
function SessionPicture() {
  const { user } = useSession();
  return <output aria-label="session">{user?.profile_url}</output>;
}

describe('The picture dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderOverview() {
    renderWithApp(
      <>
        <ProfileRoutes />
        <SessionPicture />
      </>,
      { route: paths.student.profile, signedInAs: 'student' },
    );
  }

  async function openDialog() {
    await userEvent.click(await screen.findByRole('button', { name: t.identity.changePicture }));
    return screen.findByRole('dialog', { name: t.avatar.title });
  }

  it('uses a chosen avatar everywhere: the card and the active user', async () => {
    let body: unknown;
    server.use(
      handling('selectAvatar', async (call) => {
        body = await call.body();
        return { profile_url: '/media/avatars/owl.svg' };
      }),
    );
    renderOverview();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: /سیمرغ/ })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'جغد دانا' }));

    expect(await screen.findByText(t.avatar.changed)).toBeInTheDocument();
    expect(body).toEqual({ avatar_id: 2 });
    expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent('/media/avatars/owl.svg');
    expect(screen.getByRole('img', { name: t.avatarAlt('سارا احمدی') })).toHaveAttribute(
      'src',
      '/media/avatars/owl.svg',
    );
  });

  it('uses an uploaded photo everywhere once the server stores it', async () => {
    // Like an ImageBitmap, it reads 0 × 0 once closed.
    vi.stubGlobal('createImageBitmap', async () => ({
      width: 300,
      height: 300,
      close() {
        Object.assign(this, { width: 0, height: 0 });
      },
    }));
    server.use(handling('setProfilePicture', () => ({ profile_url: '/uploads/avatars/9.webp' })));
    renderOverview();
    await openDialog();
    drop([photo()]);
    expect(await screen.findByText(t.avatar.changed)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent('/uploads/avatars/9.webp');
  });
});
