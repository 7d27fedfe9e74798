import type { RouteObject } from 'react-router-dom';
import { GuestOnly } from '@/shared/auth/guards';
import { paths } from '@/shared/routing/paths';
import { screen } from './lazy';

/** /auth/*: only for visitors; a signed-in user is sent home (or to an allowed returnTo). */
export const authRoutes: RouteObject = {
  path: paths.auth.root,
  element: <GuestOnly />,
  children: [
    {
      lazy: screen(
        () => import('@/app/layouts/auth-layout'),
        (m) => m.AuthLayout,
      ),
      children: [
        {
          path: paths.auth.login,
          lazy: screen(
            () => import('@/features/auth/login/login-screen'),
            (m) => m.LoginScreen,
          ),
        },
        {
          path: paths.auth.register,
          lazy: screen(
            () => import('@/features/auth/register/register-screen'),
            (m) => m.RegisterScreen,
          ),
        },
        {
          path: paths.auth.forgotPassword,
          lazy: screen(
            () => import('@/features/auth/forgot-password/forgot-password-screen'),
            (m) => m.ForgotPasswordScreen,
          ),
        },
      ],
    },
  ],
};
