import { z } from 'zod';
import { SESSION_INVALID_ERROR_CODE } from './constants';

/**
 * The errors the API answers with. `status` is both the HTTP status and the body `code`
 * (product-decisions); `msgKey` is the translation key the client shows, `msg` its English text
 * for callers that have no translations (curl, logs).
 */
export const API_ERRORS = {
  validation: { status: 400, msgKey: 'errors.requiredItems', msg: 'Required items not filled in' },
  unauthorized: { status: 401, msgKey: 'errors.unauthorized', msg: 'Please log in' },
  sessionInvalid: {
    status: 500,
    errorCode: SESSION_INVALID_ERROR_CODE,
    msgKey: 'errors.sessionInvalid',
    msg: 'Your session has ended, please log in again',
  },
  forbidden: { status: 403, msgKey: 'errors.forbidden', msg: 'You cannot access this' },
  notFound: { status: 404, msgKey: 'errors.notFound', msg: 'Not found' },
  routeNotExist: { status: 404, msgKey: 'errors.routeNotExist', msg: 'Route does not exist' },
  emailRegistered: { status: 409, msgKey: 'errors.emailRegistered', msg: 'Email registered' },
  accountTaken: { status: 409, msgKey: 'errors.accountTaken', msg: 'This account name is taken' },
  emailNotRegistered: {
    status: 404,
    msgKey: 'errors.emailNotRegistered',
    msg: 'No account uses this email',
  },
  verificationCode: { status: 400, msgKey: 'errors.verificationCode', msg: 'Verification code error' },
  codeTooSoon: {
    status: 429,
    msgKey: 'errors.codeTooSoon',
    msg: 'A code was just sent, please wait a minute',
  },
  tooManyRequests: {
    status: 429,
    msgKey: 'errors.tooManyRequests',
    msg: 'Too many attempts, please try again later',
  },
  wrongCredentials: {
    status: 400,
    msgKey: 'errors.wrongCredentials',
    msg: 'Email or password is incorrect',
  },
  loginLocked: {
    status: 429,
    msgKey: 'errors.loginLocked',
    msg: 'Too many wrong passwords for this account from your address: try again later',
  },
  // Not among the factors' texts: the password step answers it too, before they are loaded.
  secondStepLocked: {
    status: 429,
    msgKey: 'errors.secondStepLocked',
    msg: 'Too many wrong codes for this account: try again later',
  },
  googleNotConfigured: { status: 404, msgKey: 'errors.googleNotConfigured', msg: 'Google sign-in is not available' },
  googleTokenInvalid: {
    status: 400,
    msgKey: 'errors.googleTokenInvalid',
    msg: "Google's sign-in token cannot be read",
  },
  googleSignature: {
    status: 400,
    msgKey: 'errors.googleSignature',
    msg: "Google's sign-in token is not signed by Google",
  },
  googleAudience: {
    status: 400,
    msgKey: 'errors.googleAudience',
    msg: 'This Google sign-in was made for another site',
  },
  googleIssuer: { status: 400, msgKey: 'errors.googleIssuer', msg: 'This sign-in token was not issued by Google' },
  googleExpired: { status: 400, msgKey: 'errors.googleExpired', msg: "Google's sign-in has expired" },
  googleEmailUnverified: {
    status: 400,
    msgKey: 'errors.googleEmailUnverified',
    msg: "Google has not verified this account's email address",
  },
  googleSignUpRequired: {
    status: 409,
    msgKey: 'errors.googleSignUpRequired',
    msg: 'Complete your sign-up to use Google sign-in',
  },
  googleIssuedLater: {
    status: 400,
    msgKey: 'errors.googleIssuedLater',
    msg: "Google's sign-in token says it was issued later than now",
  },
  googleLinkedElsewhere: {
    status: 409,
    msgKey: 'errors.googleLinkedElsewhere',
    msg: 'This account is linked to another Google account',
  },
  googleStaffRefused: {
    status: 403,
    msgKey: 'errors.googleStaffRefused',
    msg: 'Staff sign in with their password, not with Google',
  },
  googleUnavailable: { status: 503, msgKey: 'errors.googleUnavailable', msg: "Google's keys could not be fetched" },
  oldAccount: {
    status: 400,
    msgKey: 'errors.oldAccount',
    msg: 'This is an old account: please retrieve or reset your password',
  },
  regionInvalid: { status: 400, msgKey: 'errors.regionRequired', msg: 'Region cannot be empty' },
  payloadTooLarge: { status: 413, msgKey: 'errors.payloadTooLarge', msg: 'Request too large' },
  fileKind: { status: 400, msgKey: 'errors.fileKind', msg: 'This kind of file is not taken here' },
  fileType: { status: 415, msgKey: 'errors.fileType', msg: 'This file type is not allowed here' },
  fileEmpty: { status: 400, msgKey: 'errors.fileEmpty', msg: 'The file is empty' },
  fileTooLarge: { status: 413, msgKey: 'errors.fileTooLarge', msg: 'The file is too large' },
  fileMismatch: { status: 415, msgKey: 'errors.fileMismatch', msg: "The file's content does not match its type" },
  fileNotExist: { status: 404, msgKey: 'errors.fileNotExist', msg: 'File does not exist, please try again' },
  fileInUse: {
    status: 409,
    msgKey: 'errors.fileInUse',
    msg: 'This file is part of something already sent and cannot be deleted',
  },
  fileGone: { status: 410, msgKey: 'errors.fileGone', msg: 'This file is no longer stored' },
  workNotExist: { status: 404, msgKey: 'errors.workNotExist', msg: 'Work ID does not exist' },
  noteNotExist: { status: 404, msgKey: 'errors.noteNotExist', msg: 'This note does not exist' },
  noteSent: {
    status: 409,
    msgKey: 'errors.noteSent',
    msg: 'This note went to the creator with a decision and can no longer be changed',
  },
  tooManyNotes: { status: 409, msgKey: 'errors.tooManyNotes', msg: 'A video takes at most 500 notes' },
  noteVideoNotInWork: { status: 400, msgKey: 'errors.noteVideoNotInWork', msg: 'This video is not part of the work' },
  workFinal: { status: 409, msgKey: 'errors.workFinal', msg: 'This work can no longer be changed' },
  workWithdrawn: { status: 409, msgKey: 'errors.workWithdrawn', msg: 'The creator deleted this work' },
  fileNotReady: { status: 409, msgKey: 'errors.fileNotReady', msg: 'A file is still uploading or processing' },
  previewNotReady: {
    status: 409,
    msgKey: 'errors.previewNotReady',
    msg: "This work's videos are still being processed: make it public once they play",
  },
  videoBeingProcessed: {
    status: 409,
    msgKey: 'errors.videoBeingProcessed',
    msg: 'This video is already being processed',
  },
  videoNotRetriable: {
    status: 409,
    msgKey: 'errors.videoNotRetriable',
    msg: 'Only a video whose processing took too long can be processed again; a damaged file must be uploaded again',
  },
  previewFailed: {
    status: 409,
    msgKey: 'errors.previewFailed',
    msg: 'A video of this work could not be processed: run it again, then make the work public once it plays',
  },
  activityNotOpen: { status: 409, msgKey: 'errors.activityNotOpen', msg: 'This activity is not open' },
  activityNotExist: {
    status: 404,
    msgKey: 'errors.activityNotExist',
    msg: 'This activity does not exist or is no longer listed',
  },
  taskNotExist: { status: 404, msgKey: 'errors.taskNotExist', msg: 'This task does not exist or is no longer listed' },
  taskNotOpen: { status: 409, msgKey: 'errors.taskNotOpen', msg: 'This task is not open' },
  bannerNotExist: { status: 404, msgKey: 'errors.bannerNotExist', msg: 'This banner does not exist' },
  offerClosed: {
    status: 409,
    msgKey: 'errors.offerClosed',
    msg: 'This offer can no longer be answered: its answer-by time passed or the offers were closed',
  },
  answerByPassed: {
    status: 400,
    msgKey: 'errors.answerByPassed',
    msg: 'The answer-by time has passed: set a later one to offer the task',
  },
  creatorNotExist: { status: 400, msgKey: 'errors.creatorNotExist', msg: 'One of these creators does not exist' },
  imageNotPublishable: {
    status: 400,
    msgKey: 'errors.imageNotPublishable',
    msg: 'This picture cannot be used: upload it again',
  },
  certificationPending: {
    status: 409,
    msgKey: 'errors.certificationPending',
    msg: 'Your certification is being reviewed: you can submit again once it is decided',
  },
  articleNotExist: { status: 404, msgKey: 'errors.articleNotExist', msg: 'This article does not exist' },
  agreementNotExist: { status: 404, msgKey: 'errors.agreementNotExist', msg: 'This agreement does not exist' },
  clueNotExist: { status: 404, msgKey: 'errors.clueNotExist', msg: 'Clue ID does not exist' },
  clueFinal: { status: 409, msgKey: 'errors.clueFinal', msg: 'This clue can no longer be changed' },
  draftTooLarge: { status: 413, msgKey: 'errors.draftTooLarge', msg: 'The draft is too large' },
  thumbnail: { status: 422, msgKey: 'errors.thumbnailFailed', msg: 'Failed to generate thumbnail' },
  jsonTooDeep: { status: 400, msgKey: 'errors.jsonTooDeep', msg: 'The request is nested too deeply' },
  uploadLength: { status: 400, msgKey: 'errors.uploadLength', msg: 'The file size given is not valid' },
  uploadInvalid: { status: 400, msgKey: 'errors.uploadInvalid', msg: 'This upload request is not valid' },
  uploadConflict: {
    status: 409,
    msgKey: 'errors.uploadConflict',
    msg: 'The upload is out of step with the server, please resume it',
  },
  uploadFailed: { status: 500, msgKey: 'errors.uploadFailed', msg: 'Upload failed' },
  storageFull: { status: 507, msgKey: 'errors.storageFull', msg: 'Storage is full, please try again later' },
  messageNotExist: { status: 404, msgKey: 'errors.messageNotExist', msg: 'This message does not exist' },
  messageRevokeExpired: {
    status: 409,
    msgKey: 'errors.messageRevokeExpired',
    msg: 'A message can only be revoked within 2 minutes',
  },
  messageTooFast: {
    status: 429,
    msgKey: 'errors.messageTooFast',
    msg: 'You are sending messages too fast, please wait a moment',
  },
  pendingUntilPassed: {
    status: 400,
    msgKey: 'errors.pendingUntilPassed',
    msg: 'Pending until a time that has passed: choose a later day',
  },
  conversationNotExist: { status: 404, msgKey: 'errors.conversationNotExist', msg: 'This conversation does not exist' },
  assigneeNotSupport: {
    status: 400,
    msgKey: 'errors.assigneeNotSupport',
    msg: 'Only an active support member or admin can be assigned a conversation',
  },
  cannedReplyNotExist: { status: 404, msgKey: 'errors.cannedReplyNotExist', msg: 'This canned reply does not exist' },
  shortcutTaken: {
    status: 409,
    msgKey: 'errors.shortcutTaken',
    msg: 'This shortcut is already used in this language',
  },
  moveNotAllowed: { status: 409, msgKey: 'errors.moveNotAllowed', msg: 'This status cannot be changed that way' },
  reviewChanged: {
    status: 409,
    msgKey: 'errors.reviewChanged',
    msg: 'Someone changed this item since you opened it: reload it',
  },
  claimedByOther: { status: 409, msgKey: 'errors.claimedByOther', msg: 'Another reviewer is reviewing this item' },
  scoreOutOfRange: {
    status: 400,
    msgKey: 'errors.scoreOutOfRange',
    msg: "The score must be within the activity's range",
  },
  rejectReasonNotExist: {
    status: 404,
    msgKey: 'errors.rejectReasonNotExist',
    msg: 'This reject reason does not exist',
  },
  licenceFormExpired: {
    status: 400,
    msgKey: 'errors.licenceFormExpired',
    msg: 'This form has expired: reload the page and send it again',
  },
  licenceTooFast: {
    status: 400,
    msgKey: 'errors.licenceTooFast',
    msg: 'That was quick: please check your request, then send it again',
  },
  licenceTooManyLinks: { status: 400, msgKey: 'errors.licenceTooManyLinks', msg: 'Please include at most two links' },
  licenceFormUsed: {
    status: 409,
    msgKey: 'errors.licenceFormUsed',
    msg: 'This form has been sent already: reload the page to send another request',
  },
  licenceRequestNotExist: {
    status: 404,
    msgKey: 'errors.licenceRequestNotExist',
    msg: 'This licence request does not exist',
  },
  workNotPassed: { status: 409, msgKey: 'errors.workNotPassed', msg: 'Only a passed work can be made public' },
  accountDisabled: {
    status: 403,
    msgKey: 'errors.accountDisabled',
    msg: 'This account has been disabled: ask an administrator',
  },
  invitationInvalid: {
    status: 400,
    msgKey: 'errors.invitationInvalid',
    msg: 'This invitation link is not valid or has expired: ask an administrator to invite you again',
  },
  staffSelf: {
    status: 409,
    msgKey: 'errors.staffSelf',
    msg: 'You cannot disable your own account or change its role',
  },
  lastAdmin: {
    status: 409,
    msgKey: 'errors.lastAdmin',
    msg: 'This is the last active administrator: it cannot be disabled or given another role',
  },
  staffNotExist: { status: 404, msgKey: 'errors.staffNotExist', msg: 'This staff account does not exist' },
  rewardNotExist: {
    status: 404,
    msgKey: 'errors.rewardNotExist',
    msg: 'This work has no reward: it has not passed review, or answers no activity or task',
  },
  rewardNotIssued: { status: 409, msgKey: 'errors.rewardNotIssued', msg: 'Only an issued reward can be paid' },
  payoutDetailsSealed: {
    status: 409,
    msgKey: 'errors.payoutDetailsSealed',
    msg: 'These payout details were saved under another PAYOUT_KEY and cannot be read',
  },
  jobNotFailed: {
    status: 409,
    msgKey: 'errors.jobNotFailed',
    msg: 'This job has not failed, or has been retried already',
  },
  // Second factors (decision 0052): their texts are the `factors` file, loaded with the screens that use them.
  secondFactorWrong: {
    status: 400,
    msgKey: 'factors.errors.codeWrong',
    msg: 'This code is not right, or has already been used',
  },
  challengeExpired: {
    status: 400,
    msgKey: 'factors.errors.challengeExpired',
    msg: 'This sign-in has expired: enter your password again',
  },
  secondFactorRequired: {
    status: 403,
    msgKey: 'factors.errors.required',
    msg: 'A second factor is required for staff: set one up on your profile page',
  },
  factorUnavailable: {
    status: 400,
    msgKey: 'factors.errors.methodUnavailable',
    msg: 'This account has not set up this kind of second factor',
  },
  passkeyRejected: { status: 400, msgKey: 'factors.errors.passkeyRejected', msg: 'The passkey could not be verified' },
  passkeyNotExist: { status: 404, msgKey: 'factors.errors.passkeyNotExist', msg: 'This passkey does not exist' },
  passwordNotSet: {
    status: 409,
    msgKey: 'factors.errors.passwordNotSet',
    msg: 'Set a password first (Retrieve password), then add a second factor',
  },
  totpNotStarted: {
    status: 409,
    msgKey: 'factors.errors.totpNotStarted',
    msg: 'Start the authenticator-app set-up again',
  },
  server: { status: 500, msgKey: 'errors.server', msg: 'Server error' },
  unavailable: {
    status: 503,
    msgKey: 'errors.unavailable',
    msg: 'The service is briefly unavailable, please try again in a moment',
  },
} as const satisfies Record<string, { status: number; msgKey: string; msg: string; errorCode?: number }>;

export type ApiErrorName = keyof typeof API_ERRORS;

/** One field's failure in a validation error. */
export const fieldError = z.object({ field: z.string(), msgKey: z.string() });
export type FieldError = z.infer<typeof fieldError>;

/** The body of every failed call: `code` is the HTTP status (11012's session end aside: see errorCode). */
export const apiErrorBody = z.object({
  code: z.number(),
  msg: z.string(),
  msgKey: z.string(),
  errorCode: z.number().optional(),
  errors: z.array(fieldError).optional(),
  /** When a locked attempt may be made again (ISO time). */
  retryAt: z.string().optional(),
  /** The request's id, as its log lines carry it: what to quote when asking for help. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
