/**
 * Every page of the web app, by the product's name for it: spec section 2's paths, kept exactly,
 * and the console's. The web's route table, its links and the server's notification and mail links
 * all take their paths from here (issue 37), so a renamed page is renamed once; a test holds the
 * route table to this list, and another finds any path written out by hand.
 */
export const webPaths = {
  root: '/',
  landing: '/index',
  login: '/login',
  register: '/register',
  retrievePassword: '/retrievepassword',
  acceptInvitation: '/acceptinvite',
  /** The bridge an outside link (a mail, an external sign-in) passes through. */
  middle: '/middle',
  download: '/download',
  privacyPolicy: '/privacypolicy',
  serviceProtocol: '/serviceprotocol',
  transferProtocol: '/transferprotocol',
  publicVideos: '/public/videos',
  publicVideo: '/public/video',
  publicTaskDetail: '/public/showtaskdetail',
  articleDetail: '/public/showarticledetail',

  /** The Creation group, where a signed-in creator lands. */
  home: '/home',
  publishWork: '/home/publishwork',
  myWorks: '/home/myworks',
  drafts: '/home/drafts',
  workDetail: '/home/worksdetail',
  editWork: '/home/editworksdetail',
  task: '/task',
  myTask: '/task/mytask',
  taskDetail: '/task/taskdetail',
  clue: '/clue',
  submitClue: '/clue/submitclue',
  myClue: '/clue/myclue',
  clueDetail: '/clue/cluedetail',
  editClue: '/clue/editcluedetail',
  message: '/message',
  earnings: '/earnings',
  college: '/college',
  settings: '/settings',
  accountSettings: '/settings/accountset',
  security: '/settings/security',

  /** Where staff land: the first console page their role reaches. */
  console: '/console',
  review: '/console/review',
  rejectReasons: '/console/reasons',
  supportInbox: '/console/support',
  licenceRequests: '/console/licences',
  systemNotification: '/console/notify',
  activities: '/console/activities',
  tasks: '/console/tasks',
  banners: '/console/banners',
  staff: '/console/staff',
  rewards: '/console/rewards',
  auditLog: '/console/audit',
  system: '/console/system',
  articles: '/console/articles',
  staffProfile: '/console/profile',
  /** Where staff set up their second factors (and where the admins' policy sends those without one). */
  consoleSecurity: '/console/security',
  agreements: '/console/agreements',
} as const;

export type WebPath = (typeof webPaths)[keyof typeof webPaths];
/** A page, with the query its screen reads when it has one. */
export type WebLink = WebPath | `${WebPath}?${string}`;

const withQuery = (path: WebPath, query: Record<string, string | number>): WebLink =>
  `${path}?${Object.entries(query)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')}`;

/** The pages that take a query, built as their screens read it (`?id=` is the item a page is about). */
export const webLinks = {
  /** `redirect`: the page to come back to once signed in. */
  login: (redirect: string) => withQuery(webPaths.login, { redirect }),
  register: (redirect: string) => withQuery(webPaths.register, { redirect }),
  acceptInvitation: (token: string) => withQuery(webPaths.acceptInvitation, { token }),
  publicVideo: (id: number) => withQuery(webPaths.publicVideo, { id }),
  articleDetail: (id: number) => withQuery(webPaths.articleDetail, { id }),
  /** Publish Work with a task chosen (taking part), or with the drafts box open. */
  publishWork: (query: { taskId: number } | { draft: 'open' }) => withQuery(webPaths.publishWork, query),
  workDetail: (id: number) => withQuery(webPaths.workDetail, { id }),
  editWork: (id: number) => withQuery(webPaths.editWork, { id }),
  myTask: (query: { tab: 'open' }) => withQuery(webPaths.myTask, query),
  taskDetail: (id: number) => withQuery(webPaths.taskDetail, { id }),
  clueDetail: (id: number) => withQuery(webPaths.clueDetail, { id }),
  editClue: (id: number) => withQuery(webPaths.editClue, { id }),
  message: (query: { tab: 'system' }) => withQuery(webPaths.message, query),
};

/** The app routes by hash (spec section 2): a page as an `href`, or a banner's stored link. */
export const webHref = (link: WebLink) => `#${link}`;

/** A page as an address from outside the app (a mail, the share page): the site, then the hash. */
export const webAddress = (site: string, link: WebLink) => `${site}/${webHref(link)}`;
