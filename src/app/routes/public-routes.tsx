import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from './lazy';

const p = paths.public;

/** Public pages (spec §2 "Public") share the public layout: floating top bar, footer, carousel on `/`. */
export const publicRoutes: RouteObject = {
  lazy: screen(
    () => import('@/app/layouts/public-layout'),
    (m) => m.PublicLayout,
  ),
  children: [
    {
      path: paths.home,
      lazy: screen(
        () => import('@/features/public/landing/landing-screen'),
        (m) => m.LandingScreen,
      ),
    },
    {
      path: p.introduction,
      lazy: screen(
        () => import('@/features/public/introduction/introduction-screen'),
        (m) => m.IntroductionScreen,
      ),
    },
    {
      path: p.forSchools,
      lazy: screen(
        () => import('@/features/public/introduction/audience-screen'),
        (m) => m.ForSchoolsScreen,
      ),
    },
    {
      path: p.forParents,
      lazy: screen(
        () => import('@/features/public/introduction/audience-screen'),
        (m) => m.ForParentsScreen,
      ),
    },
    {
      path: p.forStudents,
      lazy: screen(
        () => import('@/features/public/introduction/audience-screen'),
        (m) => m.ForStudentsScreen,
      ),
    },
    {
      path: p.forTeachers,
      lazy: screen(
        () => import('@/features/public/introduction/audience-screen'),
        (m) => m.ForTeachersScreen,
      ),
    },
    {
      path: p.aboutUs,
      lazy: screen(
        () => import('@/features/public/about/about-screen'),
        (m) => m.AboutScreen,
      ),
    },
    {
      path: p.hire,
      lazy: screen(
        () => import('@/features/public/hire/hire-screen'),
        (m) => m.HireScreen,
      ),
    },
    {
      path: p.faq,
      lazy: screen(
        () => import('@/features/public/faq/faq-screen'),
        (m) => m.FaqScreen,
      ),
    },
    {
      path: p.contactUs,
      lazy: screen(
        () => import('@/features/public/contact/contact-screen'),
        (m) => m.ContactScreen,
      ),
    },
    {
      path: p.agents,
      lazy: screen(
        () => import('@/features/public/agents/agents-screen'),
        (m) => m.AgentsScreen,
      ),
    },
    {
      path: p.agent,
      lazy: screen(
        () => import('@/features/public/agents/agent-screen'),
        (m) => m.AgentScreen,
      ),
    },
    {
      path: p.ai,
      lazy: screen(
        () => import('@/features/public/ai-webinar/ai-webinar-screen'),
        (m) => m.AiWebinarScreen,
      ),
    },
    {
      path: p.nowruz,
      lazy: screen(
        () => import('@/features/public/nowruz/nowruz-screen'),
        (m) => m.NowruzScreen,
      ),
    },
  ],
};
