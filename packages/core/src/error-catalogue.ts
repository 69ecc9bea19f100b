/** What the catalogue says about one error code. */
export interface ErrorSpec {
  /** HTTP status of the answer. */
  readonly status: number;
  /** English text; each `{{name}}` is a parameter the thrower must give. */
  readonly message: string;
  /**
   * The thrower may replace the message with a more precise English one: the checks of a field's
   * format (the same kind the request schemas report), an SMTP server's own reason.
   */
  readonly detailed?: true;
}

/**
 * Every error the server answers, by code: its HTTP status and its English message. Codes marked
 * "spec §8" carry the spec's exact texts. The server's one error handler turns an AppError into
 * `{ "error": message, "code": code, "field"?, "params"? }` with this status; clients branch on
 * `code`, never on text, and the web translates a code with its params (locales/<lng>/errors.json).
 */
export const ERRORS = {
  // The request itself
  VALIDATION_ERROR: { status: 400, message: 'Invalid request', detailed: true },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON', detailed: true },
  INVALID_CURSOR: { status: 400, message: 'Invalid cursor', detailed: true },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication credentials were not provided.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to perform this action.' },
  CSRF_FAILED: { status: 403, message: 'CSRF token missing or incorrect.' },
  FOREIGN_ORIGIN: { status: 403, message: 'Requests from another site are not allowed.' },
  NOT_A_MEMBER: { status: 403, message: 'You are not a member of this workspace.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Route not found', detailed: true },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later.' },
  INTERNAL: { status: 500, message: 'Internal error' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Database unavailable' },

  // spec §8
  WORKSPACE_NOT_FOUND: { status: 404, message: 'Workspace not found' },
  WORK_ITEM_NOT_FOUND: { status: 404, message: 'Work item not found' },
  ISSUE_NOT_FOUND: { status: 404, message: 'Issue not found' },
  MEMBER_NOT_FOUND: { status: 404, message: 'Member not found' },
  PROJECT_NOT_FOUND: { status: 404, message: 'Project not found' },
  NOT_A_PROJECT_MEMBER: { status: 403, message: 'You are not a member of this project.' },
  PROJECT_ARCHIVED: { status: 400, message: 'Archived projects cannot be edited' },
  DASHBOARD_NOT_FOUND: { status: 404, message: 'Dashboard not found' },
  WIDGET_NOT_FOUND: { status: 404, message: 'Widget not found' },
  MISSING_REQUIRED_FIELDS: { status: 400, message: 'Missing required fields.' },
  PAGE_NOT_FOUND: { status: 404, message: 'Page not found' },
  PAGE_LOCKED: { status: 400, message: 'Page is locked' },
  PAGE_ARCHIVED: { status: 400, message: 'Page is archived' },
  PAGE_NOT_ARCHIVED: { status: 400, message: 'The page should be archived before deleting' },
  AI_NOT_CONFIGURED: { status: 400, message: 'AI is not configured on this instance' },
  AI_UNAVAILABLE: { status: 502, message: 'The AI service did not answer. Try again later.' },
  CSRF_TOKEN_NOT_FOUND: { status: 403, message: 'CSRF token not found' },
  USER_ID_NOT_AVAILABLE: { status: 401, message: 'user id not available' },

  // Instance and email
  INSTANCE_NOT_REGISTERED: { status: 404, message: 'The instance is not registered yet' },
  SMTP_NOT_CONFIGURED: {
    status: 400,
    message: 'SMTP is not configured: save the SMTP settings before sending a test email.',
  },
  SMTP_SET_IN_ENVIRONMENT: {
    status: 409,
    message:
      'SMTP is set in the environment (SMTP_HOST), which wins over god mode: change it there.',
  },
  /** The SMTP server could not be reached or refused the email; the message says why. */
  EMAIL_SEND_FAILED: { status: 400, message: 'The email could not be sent.', detailed: true },

  // Account
  INSTANCE_ADMIN_CANNOT_DEACTIVATE: {
    status: 400,
    message: 'You cannot deactivate your account since you are an instance admin.',
  },
  ONLY_ADMIN_CANNOT_DEACTIVATE: {
    status: 400,
    message:
      'You cannot deactivate your account as you are the only admin of {{workspaces}}. Make another member an admin first.',
  },

  // Workspaces, members and invitations
  WORKSPACE_SLUG_TAKEN: { status: 409, message: 'The workspace with the slug already exists' },
  WORKSPACE_CREATION_DISABLED: {
    status: 403,
    message: 'Workspace creation is disabled on this instance.',
  },
  WORKSPACE_LAST_ADMIN_DEMOTE: {
    status: 400,
    message:
      'The last admin of a workspace cannot be given another role. Make another member an admin first.',
  },
  WORKSPACE_LAST_ADMIN_REMOVE: {
    status: 400,
    message: 'The last admin of a workspace cannot be removed. Make another member an admin first.',
  },
  WORKSPACE_LAST_ADMIN_LEAVE: {
    status: 400,
    message:
      'You cannot leave the workspace as its only admin. Make another member an admin or delete the workspace.',
  },
  MEMBER_CANNOT_REMOVE_SELF: {
    status: 400,
    message: 'You cannot remove yourself from the workspace; leave it instead.',
  },
  INVITATION_NOT_FOUND: { status: 404, message: 'Invitation not found' },
  INVITE_ROLE_ABOVE_INVITER: {
    status: 403,
    message: 'You cannot invite a user with a role higher than your own.',
  },
  INVITEES_ALREADY_MEMBERS: {
    status: 400,
    message: 'Already a member of this workspace: {{emails}}',
  },
  INVITATION_LINK_INVALID: { status: 403, message: 'This invitation link is not valid.' },
  INVITATION_ALREADY_ANSWERED: {
    status: 400,
    message: 'You have already responded to the invitation request.',
  },

  // Projects
  PROJECT_IDENTIFIER_TAKEN: { status: 409, message: 'The project identifier is already taken' },
  PROJECT_NAME_TAKEN: { status: 409, message: 'A project with this name already exists' },
  PROJECT_LAST_ADMIN_DEMOTE: {
    status: 400,
    message:
      'The last admin of a project cannot be given another role. Make another member an admin first.',
  },
  PROJECT_LAST_ADMIN_REMOVE: {
    status: 400,
    message: 'The last admin of a project cannot be removed. Make another member an admin first.',
  },
  PROJECT_LAST_ADMIN_LEAVE: {
    status: 400,
    message: 'You cannot leave the project as its only admin. Make another member an admin first.',
  },

  // States, labels, estimates, shops and customers
  STATE_NOT_FOUND: { status: 404, message: 'State not found' },
  STATE_NAME_TAKEN: {
    status: 409,
    message: 'A state with this name already exists in the project',
  },
  DEFAULT_STATE_NOT_DELETABLE: { status: 400, message: 'The default state cannot be deleted' },
  STATE_IN_USE: {
    status: 400,
    message: 'This state still has work items. Move them to another state before deleting it.',
  },
  TRIAGE_STATE_NOT_DEFAULT: {
    status: 400,
    message: 'The triage state cannot be the default state',
  },
  LABEL_NOT_FOUND: { status: 404, message: 'Label not found' },
  LABEL_NAME_TAKEN: { status: 409, message: 'A label with this name already exists here.' },
  LABEL_PARENT_NOT_FOUND: {
    status: 400,
    message: 'The parent label does not exist in this project.',
  },
  LABEL_PARENT_CYCLE: {
    status: 400,
    message: 'A label cannot be nested under itself or one of its children.',
  },
  LABEL_PLACEMENT_NOT_FOUND: {
    status: 400,
    message: 'The label to place this one next to is not among its siblings.',
  },
  LABEL_CHILD_NAME_TAKEN: {
    status: 409,
    message: 'A child of this label has the same name as a label at its parent level.',
  },
  ESTIMATE_NOT_FOUND: { status: 404, message: 'Estimate not found' },
  ESTIMATE_POINT_NOT_FOUND: { status: 404, message: 'Estimate point not found' },
  ESTIMATE_POINT_KEY_TAKEN: {
    status: 400,
    message: 'Another point of this estimate has this key.',
  },
  ESTIMATE_TOO_MANY_POINTS: { status: 400, message: 'An estimate has at most {{max}} points.' },
  ESTIMATE_TOO_FEW_POINTS: { status: 400, message: 'An estimate needs at least {{min}} points.' },
  SHOP_NOT_FOUND: { status: 404, message: 'Shop not found' },
  SHOP_NAME_TAKEN: {
    status: 409,
    message: 'A shop with this name already exists in this project.',
  },
  CUSTOMER_NOT_FOUND: { status: 404, message: 'Customer not found' },
  CUSTOMER_NAME_TAKEN: {
    status: 409,
    message: 'A customer with this name already exists in this project.',
  },

  // Cycles
  CYCLE_NOT_FOUND: { status: 404, message: 'Cycle not found' },
  CYCLES_TURNED_OFF: { status: 403, message: 'Cycles are turned off in this project.' },
  MODULES_TURNED_OFF: { status: 403, message: 'Modules are turned off in this project.' },

  // Work items and what hangs off them
  WORK_ITEMS_NOT_ARCHIVABLE: {
    status: 400,
    message: 'Can only archive completed or cancelled state group issue',
  },
  COMMENT_NOT_FOUND: { status: 404, message: 'Comment not found' },
  REACTION_NOT_FOUND: { status: 404, message: 'Reaction not found' },
  ALREADY_SUBSCRIBED: { status: 400, message: 'User already subscribed to the issue.' },
  SUBSCRIBER_NOT_FOUND: { status: 404, message: 'Subscriber not found' },
  DESCRIPTION_VERSION_NOT_FOUND: { status: 404, message: 'Version not found' },
  WORK_ITEM_ID_TAKEN: { status: 409, message: 'Another work item already has this id.' },

  // Files
  ASSET_NOT_FOUND: { status: 404, message: 'The requested asset could not be found.' },
  ASSET_ENTITY_NOT_FOUND: { status: 404, message: 'Invalid entity context.' },
  ASSET_ONE_PROJECT_COVER: { status: 400, message: 'Only one project cover can be associated.' },
  ASSET_NOT_UPLOADED: { status: 400, message: 'The asset is not uploaded.' },
  UPLOAD_LINK_INVALID: { status: 403, message: 'The link is invalid or has expired.' },
  UPLOAD_ALREADY_DONE: { status: 409, message: 'The file has already been uploaded.' },
  UPLOAD_NOT_MULTIPART: { status: 415, message: 'The upload must be multipart/form-data.' },
  UPLOAD_EMPTY: { status: 400, message: 'The file is empty.' },
  UPLOAD_MISSING_FILE: { status: 400, message: 'No file was sent.' },

  // Webhooks
  WEBHOOK_URL_TAKEN: { status: 409, message: 'A webhook with this URL already exists.' },
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 400,
    message: 'Webhooks cannot be sent to a private, local or reserved address.',
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;
