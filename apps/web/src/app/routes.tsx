import type { Role } from '@stringer/shared/statuses';
import { type WebPath, webPaths } from '@stringer/shared/web-paths';
import type { ComponentType } from 'react';

type Screen = () => Promise<{ default: ComponentType }>;

/**
 * - public: anyone; `shell`: a signed-in creator, inside the layout shell with menu and tabs;
 * - signedIn: signed in, full page (spec: /public/showarticledetail);
 * - console: staff of the route's `roles` (admin reaches all), inside the console's own layout.
 */
export type Access = 'public' | 'shell' | 'signedIn' | 'console';

/** The console menu's groups, in the menu's order (each titled `menu.consoleGroups.<group>`). */
export const CONSOLE_GROUPS = ['editorial', 'support', 'catalog', 'money', 'admin'] as const;
export type ConsoleGroup = (typeof CONSOLE_GROUPS)[number];

export interface AppRoute {
  path: WebPath;
  titleKey: string;
  /** A page about one item (`?id=`): its title names the item, `{{title}}`, once the screen knows it. */
  itemTitleKey?: string;
  access: Access;
  screen?: Screen;
  /** Where the path itself leads (a menu group's first page). */
  redirect?: WebPath;
  /** The menu group a shell page sits under; pages without one stay out of the menu. */
  parent?: WebPath;
  /** Detail pages are reached from a list, not from the menu. */
  hidden?: boolean;
  /**
   * Drawn without antd, so that a first visit loads less (the landing and sign-in pages; the
   * console's busiest lists, whose antd parts come after their first rows: decision 0077).
   */
  withoutAntd?: boolean;
  /** Console pages: the staff roles that reach them besides admin. */
  roles?: Role[];
  /** Console pages in the menu: the group they are listed under. */
  group?: ConsoleGroup;
}

/** A screen of the content feature, by file name (Vite resolves the dynamic import per file). */
const content =
  (name: string): Screen =>
  () =>
    import(`../features/content/screens/${name}.tsx`);

/** Every route of spec section 2, declared once: the router, guards, menu and tabs derive from it. */
export const routes: AppRoute[] = [
  {
    path: webPaths.landing,
    titleKey: 'menu.index',
    access: 'public',
    withoutAntd: true,
    screen: () => import('../features/content/screens/landing-screen'),
  },
  {
    path: webPaths.login,
    titleKey: 'menu.login',
    access: 'public',
    withoutAntd: true,
    screen: () => import('../features/auth/screens/login-screen'),
  },
  {
    path: webPaths.register,
    titleKey: 'menu.register',
    access: 'public',
    screen: () => import('../features/auth/screens/register-screen'),
  },
  {
    path: webPaths.retrievePassword,
    titleKey: 'menu.retrievePassword',
    access: 'public',
    screen: () => import('../features/auth/screens/retrieve-password-screen'),
  },
  {
    path: webPaths.acceptInvitation,
    titleKey: 'menu.acceptInvitation',
    access: 'public',
    screen: () => import('../features/auth/screens/accept-invitation-screen'),
  },
  { path: webPaths.middle, titleKey: 'menu.middle', access: 'public', screen: content('middle-screen') },
  { path: webPaths.download, titleKey: 'menu.download', access: 'public', screen: content('download-screen') },
  {
    path: webPaths.privacyPolicy,
    titleKey: 'menu.privacyPolicy',
    access: 'public',
    screen: content('agreement-screen'),
  },
  {
    path: webPaths.serviceProtocol,
    titleKey: 'menu.serviceProtocol',
    access: 'public',
    screen: content('agreement-screen'),
  },
  {
    path: webPaths.transferProtocol,
    titleKey: 'menu.transferProtocol',
    access: 'public',
    screen: content('agreement-screen'),
  },
  {
    path: webPaths.publicVideos,
    titleKey: 'menu.publicVideos',
    access: 'public',
    screen: content('public-videos-screen'),
  },
  {
    path: webPaths.publicVideo,
    titleKey: 'menu.publicVideo',
    itemTitleKey: 'menu.publicVideoItem',
    access: 'public',
    screen: content('public-video-screen'),
  },
  {
    path: webPaths.publicTaskDetail,
    titleKey: 'menu.publicTaskDetail',
    access: 'public',
    screen: () => import('../features/tasks/screens/public-task-screen'),
  },
  {
    path: webPaths.articleDetail,
    titleKey: 'menu.articleDetail',
    access: 'signedIn',
    screen: content('article-screen'),
  },

  {
    path: webPaths.home,
    titleKey: 'menu.creation',
    access: 'shell',
    redirect: webPaths.publishWork,
  },
  {
    path: webPaths.publishWork,
    titleKey: 'menu.publishWork',
    access: 'shell',
    parent: webPaths.home,
    screen: () => import('../features/works/screens/publish-work-screen'),
  },
  {
    path: webPaths.myWorks,
    titleKey: 'menu.myWorks',
    access: 'shell',
    parent: webPaths.home,
    screen: () => import('../features/works/screens/my-works-screen'),
  },
  {
    path: webPaths.drafts,
    titleKey: 'menu.drafts',
    access: 'shell',
    parent: webPaths.home,
    screen: () => import('../features/works/screens/drafts-screen'),
  },
  {
    path: webPaths.workDetail,
    titleKey: 'menu.worksDetail',
    itemTitleKey: 'menu.workItem',
    access: 'shell',
    parent: webPaths.home,
    hidden: true,
    screen: () => import('../features/works/screens/work-detail-screen'),
  },
  {
    path: webPaths.editWork,
    titleKey: 'menu.editWorksDetail',
    itemTitleKey: 'menu.editItem',
    access: 'shell',
    parent: webPaths.home,
    hidden: true,
    screen: () => import('../features/works/screens/edit-work-screen'),
  },

  { path: webPaths.task, titleKey: 'menu.task', access: 'shell', redirect: webPaths.myTask },
  {
    path: webPaths.myTask,
    titleKey: 'menu.myTask',
    access: 'shell',
    parent: webPaths.task,
    screen: () => import('../features/tasks/screens/my-task-screen'),
  },
  {
    path: webPaths.taskDetail,
    titleKey: 'menu.taskDetail',
    itemTitleKey: 'menu.taskItem',
    access: 'shell',
    parent: webPaths.task,
    hidden: true,
    screen: () => import('../features/tasks/screens/task-detail-screen'),
  },

  { path: webPaths.clue, titleKey: 'menu.clue', access: 'shell', redirect: webPaths.submitClue },
  {
    path: webPaths.submitClue,
    titleKey: 'menu.submitClue',
    access: 'shell',
    parent: webPaths.clue,
    screen: () => import('../features/clues/screens/submit-clue-screen'),
  },
  {
    path: webPaths.myClue,
    titleKey: 'menu.myClue',
    access: 'shell',
    parent: webPaths.clue,
    screen: () => import('../features/clues/screens/my-clue-screen'),
  },
  {
    path: webPaths.clueDetail,
    titleKey: 'menu.clueDetail',
    itemTitleKey: 'menu.clueItem',
    access: 'shell',
    parent: webPaths.clue,
    hidden: true,
    screen: () => import('../features/clues/screens/clue-detail-screen'),
  },
  {
    path: webPaths.editClue,
    titleKey: 'menu.editClue',
    itemTitleKey: 'menu.editItem',
    access: 'shell',
    parent: webPaths.clue,
    hidden: true,
    screen: () => import('../features/clues/screens/edit-clue-screen'),
  },

  {
    path: webPaths.message,
    titleKey: 'menu.message',
    access: 'shell',
    screen: () => import('../features/messages/screens/message-centre-screen'),
  },

  {
    path: webPaths.earnings,
    titleKey: 'menu.earnings',
    access: 'shell',
    screen: () => import('../features/earnings/screens/earnings-screen'),
  },
  {
    path: webPaths.college,
    titleKey: 'menu.college',
    access: 'shell',
    screen: content('college-screen'),
  },

  {
    path: webPaths.settings,
    titleKey: 'menu.settings',
    access: 'shell',
    redirect: webPaths.accountSettings,
  },
  {
    path: webPaths.accountSettings,
    titleKey: 'menu.accountSettings',
    access: 'shell',
    parent: webPaths.settings,
    screen: () => import('../features/account/screens/account-settings-screen'),
  },
  {
    path: webPaths.security,
    titleKey: 'menu.security',
    access: 'shell',
    parent: webPaths.settings,
    screen: () => import('../features/factors/screens/security-screen'),
  },

  // The editorial console: lazy, staff only, never in a creator's screens.
  {
    path: webPaths.review,
    titleKey: 'menu.review',
    access: 'console',
    group: 'editorial',
    roles: ['reviewer'],
    withoutAntd: true,
    screen: () => import('../features/review/screens/review-screen'),
  },
  {
    path: webPaths.rejectReasons,
    titleKey: 'menu.rejectReasons',
    access: 'console',
    group: 'editorial',
    roles: [],
    screen: () => import('../features/review/screens/reject-reasons-screen'),
  },
  {
    path: webPaths.supportInbox,
    titleKey: 'menu.supportInbox',
    access: 'console',
    group: 'support',
    roles: ['support'],
    withoutAntd: true,
    screen: () => import('../features/messages/screens/support-inbox-screen'),
  },
  {
    path: webPaths.licenceRequests,
    titleKey: 'menu.licenceRequests',
    access: 'console',
    group: 'support',
    roles: ['support'],
    screen: () => import('../features/licences/screens/licences-screen'),
  },
  {
    path: webPaths.systemNotification,
    titleKey: 'menu.systemNotification',
    access: 'console',
    group: 'support',
    roles: ['support'],
    screen: () => import('../features/messages/screens/system-notification-screen'),
  },
  // The admins' catalog (roles: [] = admin only).
  {
    path: webPaths.activities,
    titleKey: 'menu.activities',
    access: 'console',
    group: 'catalog',
    roles: [],
    screen: () => import('../features/catalog/screens/activities-screen'),
  },
  {
    path: webPaths.tasks,
    titleKey: 'menu.tasks',
    access: 'console',
    group: 'catalog',
    roles: [],
    screen: () => import('../features/catalog/screens/tasks-screen'),
  },
  {
    path: webPaths.banners,
    titleKey: 'menu.banners',
    access: 'console',
    group: 'catalog',
    roles: [],
    screen: () => import('../features/catalog/screens/banners-screen'),
  },
  {
    path: webPaths.staff,
    titleKey: 'menu.staff',
    access: 'console',
    group: 'admin',
    roles: [],
    screen: () => import('../features/staff/screens/staff-screen'),
  },
  {
    path: webPaths.rewards,
    titleKey: 'menu.rewards',
    access: 'console',
    group: 'money',
    roles: [],
    withoutAntd: true,
    screen: () => import('../features/rewards/screens/rewards-screen'),
  },
  {
    path: webPaths.auditLog,
    titleKey: 'menu.auditLog',
    access: 'console',
    group: 'admin',
    roles: [],
    screen: () => import('../features/audit/screens/audit-screen'),
  },
  {
    path: webPaths.system,
    titleKey: 'menu.system',
    access: 'console',
    group: 'admin',
    roles: [],
    screen: () => import('../features/system/screens/system-screen'),
  },
  {
    path: webPaths.articles,
    titleKey: 'menu.articles',
    access: 'console',
    group: 'catalog',
    roles: [],
    screen: () => import('../features/content-admin/screens/articles-screen'),
  },
  // Every staff member's own account, reached from the header's user menu.
  {
    path: webPaths.staffProfile,
    titleKey: 'menu.staffProfile',
    access: 'console',
    roles: ['reviewer', 'support'],
    hidden: true,
    screen: () => import('../features/staff/screens/profile-screen'),
  },
  // Reached from the profile, and where the admins' policy sends staff without a second factor.
  {
    path: webPaths.consoleSecurity,
    titleKey: 'menu.security',
    access: 'console',
    roles: ['reviewer', 'support'],
    hidden: true,
    screen: () => import('../features/factors/screens/security-screen'),
  },
  {
    path: webPaths.agreements,
    titleKey: 'menu.agreements',
    access: 'console',
    group: 'catalog',
    roles: [],
    screen: () => import('../features/content-admin/screens/agreements-screen'),
  },
];

export const routeByPath = new Map<string, AppRoute>(routes.map((r) => [r.path, r]));

/** A page outside the console: where a banner may lead. */
export const isCreatorPage = (path: string) => {
  const route = routeByPath.get(path);
  return route !== undefined && route.access !== 'console';
};

/** Whether a role reaches a console page: admin reaches every one. */
export const reaches = (role: Role | undefined, route: AppRoute) =>
  role === 'admin' || (role !== undefined && (route.roles ?? []).includes(role));

/** The console pages a role reaches, in menu order; the first is where staff land. */
export const consoleRoutes = (role: Role | undefined) =>
  routes.filter((r) => r.access === 'console' && !r.hidden && reaches(role, r));

/** The console's menu for a role: each group with the pages the role reaches, empty groups left out. */
export function consoleMenu(role: Role | undefined) {
  const pages = consoleRoutes(role);
  return CONSOLE_GROUPS.map((group) => ({ group, pages: pages.filter((r) => r.group === group) })).filter(
    (g) => g.pages.length > 0,
  );
}

/** The side menu: each group with its visible pages. */
export function menuGroups() {
  return routes
    .filter((r) => r.access === 'shell' && !r.parent)
    .map((group) => ({ ...group, children: routes.filter((r) => r.parent === group.path && !r.hidden) }));
}
