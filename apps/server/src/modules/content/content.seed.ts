import { webHref, webLinks, webPaths } from '@stringer/shared/web-paths';
import { articles, banners, referenceData } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { agreementsRepository } from './agreements.repository';
import { artworkPath } from './lib/artwork/artwork';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');
const section = (title: string, ...paragraphs: string[]) => `<h3>${title}</h3>\n${p(...paragraphs)}`;

const SERVICE_EN = [
  section(
    '1. Who we are and what this covers',
    'Stringer is a portal where freelance video creators ("you") publish footage, take part in tasks and activities, and send news clues to our editorial team ("we"). This agreement governs your account and everything you do on the portal.',
  ),
  section(
    '2. Your account',
    'You must be at least 18 years old and give true information when you sign up. Keep your password to yourself; you are responsible for what is done with your account. Tell us at once if you think someone else is using it.',
  ),
  section(
    '3. What you publish',
    "You may only upload footage, photos and documents that you made yourself or have the right to give us. Do not upload anything unlawful, anything that invades someone's privacy, or anything staged and presented as news.",
    'Every work and clue is reviewed. We may send a work back for changes, accept it, or reject it, and we give a reason when we send it back.',
  ),
  section(
    '4. Points and payment',
    'Tasks and activities state the points or score range they carry. Points are issued when a work passes review, and paid out as announced for each task. We may withhold payment for a work that breaks this agreement.',
  ),
  section(
    '5. Ending the agreement',
    'You may close your account at any time by writing to customer service. We may suspend an account that breaks this agreement, after telling you why.',
  ),
  section(
    '6. Changes',
    'We will tell you in the portal before this agreement changes. If you keep using the portal after a change takes effect, the new version applies.',
  ),
].join('\n');

const SERVICE_ZH = [
  section(
    '一、适用范围',
    'Stringer 是自由视频创作者（“您”）发布素材、参与任务和活动、向我们的编辑团队（“我们”）提交新闻线索的平台。本协议适用于您的账号以及您在平台上的全部行为。',
  ),
  section(
    '二、您的账号',
    '注册时您须年满 18 周岁并提供真实信息。请妥善保管密码，您需对账号下的行为负责。如发现他人使用您的账号，请立即通知我们。',
  ),
  section(
    '三、您发布的内容',
    '您只能上传自己拍摄制作、或有权授予我们的视频、照片和文件。不得上传违法内容、侵犯他人隐私的内容，或将摆拍内容冒充新闻。',
    '每个作品和线索都会经过审核。我们可能退回修改、通过或不通过，退回时会说明原因。',
  ),
  section(
    '四、积分与报酬',
    '任务和活动会注明积分或评分范围。作品审核通过后发放积分，并按各任务公布的方式支付。违反本协议的作品，我们可暂缓支付。',
  ),
  section('五、协议终止', '您可随时联系客服注销账号。对违反本协议的账号，我们在说明原因后可暂停其使用。'),
  section('六、协议变更', '本协议变更前我们会在平台内通知您。变更生效后您继续使用平台，即适用新版本。'),
].join('\n');

const PRIVACY_EN = [
  section(
    'What we collect',
    'Your name, email address, account name and region when you sign up; your nickname, intro, tags and avatar if you add them; the works, clues and files you upload; and, for certification, your date of birth and resume.',
    'We also keep technical records needed to run the service: sign-in sessions, the IP address of requests (to stop abuse) and error logs.',
  ),
  section(
    'Why we use it',
    'To run your account, review and pay for your work, contact you about tasks and reviews, keep the portal safe, and meet our legal duties. We do not sell your personal data.',
  ),
  section(
    'Who sees it',
    'Other creators see only your public profile: nickname, intro and avatar. Our editorial staff see what they need to review your work and certification. Works are published only with your agreement under the copyright transfer agreement.',
  ),
  section(
    'How long we keep it',
    'As long as your account exists, and afterwards only as long as the law requires. Unfinished uploads are deleted after three days.',
  ),
  section(
    'Your rights',
    'You may see, correct or delete your data, and ask for a copy of it, by writing to customer service. You can change most of your profile yourself in Account Settings.',
  ),
].join('\n');

const PRIVACY_ZH = [
  section(
    '我们收集哪些信息',
    '注册时的姓名、邮箱、账号和所在地区；您填写的昵称、简介、标签和头像；您上传的作品、线索和文件；认证时提供的出生日期和简历。',
    '为运行服务，我们还会保存必要的技术记录：登录会话、请求的 IP 地址（用于防止滥用）以及错误日志。',
  ),
  section(
    '我们如何使用',
    '用于管理您的账号、审核作品并支付报酬、就任务和审核与您联系、保障平台安全以及履行法律义务。我们不会出售您的个人信息。',
  ),
  section(
    '谁能看到',
    '其他创作者只能看到您的公开资料：昵称、简介和头像。编辑团队只查看审核作品和认证所需的信息。作品仅在您依据版权转让协议同意后才会发布。',
  ),
  section('保存期限', '在您的账号存续期间保存，注销后仅按法律要求的期限保存。未完成的上传会在三天后删除。'),
  section('您的权利', '您可以联系客服查看、更正或删除您的信息，或索取副本。大部分资料可在“账号设置”中自行修改。'),
].join('\n');

const TRANSFER_EN = [
  section(
    'What this agreement does',
    'When a work you publish on Stringer passes review and the points for it are issued, you transfer to us the copyright in the footage of that work, so that our editorial team and our partners can broadcast, edit and distribute it worldwide, in any medium.',
  ),
  section(
    'What you keep',
    'You remain the author and will be credited as such where credits are given. You keep the right to show the work in your own portfolio. Works that are rejected, or that you delete before review, stay entirely yours.',
  ),
  section(
    'What you promise',
    'That you made the footage yourself or hold all the rights in it, that people who can be recognised agreed to be filmed where the law requires it, and that the footage is not staged or altered to mislead.',
  ),
  section(
    'Payment',
    'The points or score stated for the task or activity are the full price of the transfer. They are paid out as announced for each task.',
  ),
].join('\n');

const TRANSFER_ZH = [
  section(
    '协议内容',
    '您在 Stringer 发布的作品审核通过并发放积分后，您即将该作品素材的著作权转让给我们，以便我们的编辑团队及合作方在全球范围内以任何媒介播出、剪辑和发行。',
  ),
  section(
    '您保留的权利',
    '您仍是作者，在注明作者的场合会署您的名字。您可以在个人作品集中展示该作品。未通过审核或在审核前被您删除的作品，权利完全归您所有。',
  ),
  section(
    '您的保证',
    '素材由您本人拍摄或您拥有全部权利；依法需要取得同意时，可被辨认的人物已同意被拍摄；素材未经摆拍或为误导而修改。',
  ),
  section('报酬', '任务或活动注明的积分或评分即为本次转让的全部对价，按各任务公布的方式支付。'),
].join('\n');

const ARTICLES = [
  {
    title: 'Shooting breaking news on a phone',
    titleZh: '用手机拍摄突发新闻',
    summary: 'Steady shots, clean sound and the details editors need.',
    summaryZh: '稳定的画面、清晰的声音，以及编辑需要的细节。',
    coverPath: artworkPath('phone-camera'),
    body: [
      p(
        'When something happens in front of you, the first minute matters most. Start recording before you think about framing, then improve the shot.',
      ),
      section(
        'Hold it steady',
        'Shoot landscape. Brace your elbows against your body or a wall, and move your feet rather than the phone. Hold every shot for at least ten seconds.',
      ),
      section(
        'Sound is half the story',
        'Get close to people who speak. Wind noise ruins footage: turn your back to the wind or shield the microphone with your hand.',
      ),
      section(
        'Say what, where and when',
        "Record a few seconds of a street sign or landmark, and write the time and place in the work's body. Editors cannot use footage they cannot place.",
      ),
    ].join('\n'),
    bodyZh: [
      p('事情在眼前发生时，第一分钟最关键。先开始录制，再考虑构图，然后逐步改进画面。'),
      section('保持稳定', '横屏拍摄。把手肘抵住身体或墙壁，移动双脚而不是手机。每个镜头至少保持十秒。'),
      section('声音是故事的一半', '靠近说话的人。风噪会毁掉素材：背对风向，或用手挡住麦克风。'),
      section(
        '交代时间、地点和事件',
        '拍几秒路牌或地标，并在作品正文中写明时间和地点。无法确认地点的素材，编辑无法使用。',
      ),
    ].join('\n'),
  },
  {
    title: 'How review works',
    titleZh: '审核流程说明',
    summary: 'Pending, Send Back, Passed, Rejected: what each means for you.',
    summaryZh: '待审核、退回修改、通过、不通过分别意味着什么。',
    coverPath: artworkPath('newsroom'),
    body: [
      p('Every work you publish starts as <strong>Pending</strong>. An editor watches it and decides.'),
      `<ul><li><strong>Send Back</strong>: something is missing. Read the reason, edit the work and save: it goes back to Pending.</li><li><strong>Passed</strong>: the work is accepted; points for its task or activity are issued.</li><li><strong>Rejected</strong>: the work cannot be used. The decision is final.</li></ul>`,
      p('You can edit or delete a work while it is Pending or sent back.'),
    ].join('\n'),
    bodyZh: [
      p('您发布的每个作品都从<strong>待审核</strong>开始，由编辑观看后作出决定。'),
      '<ul><li><strong>退回修改</strong>：缺少内容。阅读原因，修改作品并保存，作品会回到待审核。</li><li><strong>通过</strong>：作品被采用，发放对应任务或活动的积分。</li><li><strong>不通过</strong>：作品无法使用，结果为最终决定。</li></ul>',
      p('作品处于待审核或退回修改时，您可以编辑或删除它。'),
    ].join('\n'),
  },
  {
    title: 'Sending a good news clue',
    titleZh: '如何提交一条好线索',
    summary: 'A clue is a lead for our editors: make it easy to follow up.',
    summaryZh: '线索是给编辑的报道方向：让它便于跟进。',
    coverPath: artworkPath('map-pins'),
    body: [
      p('Say in one line what happened, then when and where, as precisely as you can.'),
      p(
        "Attach a photo or a short video if you have one. If the footage is someone else's, choose the tip option and give its link, so that we can ask its owner.",
      ),
    ].join('\n'),
    bodyZh: [
      p('用一句话说明发生了什么，再尽可能准确地写明时间和地点。'),
      p('如有照片或短视频请一并附上。如果素材来自他人，请选择“线索提供”并填写链接，以便我们联系素材所有者。'),
    ].join('\n'),
  },
];

/** The agreements sign-up links to: reference data, seeded on every install (one row per type). */
/**
 * The agreements' texts as version 1 of each type, on every install (production too). An install
 * that has them already (its own version 1, carried over by migration 0014, or later versions
 * admins saved) keeps what it has.
 */
export async function seedAgreements({ db }: Pick<Database, 'db'>) {
  await agreementsRepository.seed(db, [
    { type: 'service', title: 'Service Agreement', titleZh: '服务协议', content: SERVICE_EN, contentZh: SERVICE_ZH },
    { type: 'privacy', title: 'Privacy Policy', titleZh: '隐私政策', content: PRIVACY_EN, contentZh: PRIVACY_ZH },
    {
      type: 'transfer',
      title: 'Copyright Transfer Agreement',
      titleZh: '版权转让协议',
      content: TRANSFER_EN,
      contentZh: TRANSFER_ZH,
    },
  ]);
}

/** Demo College articles and banners, so every content page has something to show. */
export async function seedDemoContent({ db }: Pick<Database, 'db'>) {
  const seeded = await db
    .insert(referenceData)
    .values({ name: 'content', version: '1' })
    .onConflictDoNothing()
    .returning();
  if (!seeded.length) return;
  await db.insert(articles).values(ARTICLES);
  await db.insert(banners).values([
    {
      title: 'Open tasks: markets, rain, gardens',
      titleZh: '开放任务：集市、雨天、花园',
      imagePath: artworkPath('map-pins'),
      linkUrl: webHref(webLinks.myTask({ tab: 'open' })),
      position: 1,
    },
    {
      title: 'Weather watch: show us the weather where you are',
      titleZh: '天气观察：记录您身边的天气',
      imagePath: artworkPath('weather-watch'),
      linkUrl: webHref(webPaths.publishWork),
      position: 2,
    },
    {
      title: 'New in College: shooting news on a phone',
      titleZh: '学院新文章：用手机拍摄突发新闻',
      imagePath: artworkPath('phone-camera'),
      linkUrl: webHref(webPaths.college),
      position: 3,
    },
  ]);
}
