/**
 * The account calls beyond sign-in and profile (account.ts): changing the password, uploading
 * a profile picture, and the code flows that touch an account — a one-time code checked like
 * the phone sign-in's (WRONG_CODE is always wrong), a reset code only for a phone the world
 * knows, and a reset that stores the new password. Registration is in account-extras-register.ts.
 * Asking for a sign-up code and pre-registration remember nothing, so Prism answers them.
 */
import { WRONG_CODE } from '../../demo-accounts.js';
import type { World } from '../../world/build.ts';
import { storeUpload, uploadedFile } from '../../world/uploads.ts';
import { badRequest, me, notFound, ok, type Handlers } from '../context.ts';

const WRONG_CODE_TEXT = 'کد واردشده درست نیست یا منقضی شده است.';
const NO_ACCOUNT = 'حسابی با این شمارهٔ همراه پیدا نشد.';
const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const PICTURE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

const accountsOfPhone = (world: World, phone: string) => world.people.filter((p) => p.phone === phone);

export const accountExtraHandlers = {
  changePassword(ctx) {
    const person = me(ctx);
    const { old_password, new_password } = ctx.body;
    // The demo's people sign in with any password until they choose one; from then on the
    // current password is asked, as a real account would.
    if (person.password !== null && old_password !== person.password) return badRequest('رمز عبور فعلی درست نیست.');
    if (new_password === old_password) return badRequest('رمز عبور تازه باید با رمز فعلی فرق داشته باشد.');
    person.password = new_password;
    return ok({ detail: 'رمز عبور شما تغییر کرد.' });
  },

  setProfilePicture(ctx) {
    const person = me(ctx);
    const file = uploadedFile(ctx.body.image);
    if (!file || file.size === 0) return badRequest('تصویری برای بارگذاری فرستاده نشده است.');
    // The type the browser declares, else the file name's extension.
    const known = file.type ? PICTURE_TYPES.has(file.type) : PICTURE_EXTENSIONS.test(file.name);
    if (!known) return badRequest('فقط تصویرهای jpg، png یا webp پذیرفته می‌شود.');
    if (file.size > MAX_PICTURE_BYTES) return badRequest('حجم تصویر باید حداکثر ۲ مگابایت باشد.');
    // Kept with the world and served by the gateway at a new address each time (world/uploads.ts).
    person.profile_url = storeUpload(ctx.world, 'avatars', file);
    return ok({ profile_url: person.profile_url });
  },

  verifyCode(ctx) {
    const { code } = ctx.body;
    if (code === WRONG_CODE) return badRequest(WRONG_CODE_TEXT);
    return ok({ verified: true, message: 'شماره همراه شما تأیید شد.' });
  },

  requestPasswordReset(ctx) {
    if (!accountsOfPhone(ctx.world, String(ctx.query.phone)).length) return notFound(NO_ACCOUNT);
    return ok({ status: 1, message: 'کد بازیابی رمز عبور ارسال شد.' });
  },

  resetPassword(ctx) {
    const { phone, code, password } = ctx.body;
    const accounts = accountsOfPhone(ctx.world, phone);
    if (!accounts.length) return badRequest(NO_ACCOUNT);
    if (code === WRONG_CODE) return badRequest(WRONG_CODE_TEXT);
    // The code proves the phone, not one account: every account of the phone (a parent's and
    // their child's) gets the new password.
    for (const person of accounts) person.password = password;
    return ok({ detail: 'رمز عبور شما تغییر کرد. اکنون می‌توانید وارد شوید.' });
  },
} satisfies Handlers;
