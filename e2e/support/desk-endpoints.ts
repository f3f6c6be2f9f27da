/**
 * Every desk endpoint and the action it needs (lib/desk/permissions.ts), one row each: the
 * role table (e2e/desk-roles.spec.ts) sends each role to each row through real requests.
 * Add a row with every new desk page, route handler, form or export.
 *
 * `form` is a body that passes the door and then fails or does nothing harmful (an unknown id,
 * an empty invite), so "allowed" is anything but 403 or a trip to sign-in.
 */
import type { DeskAction } from '@/lib/desk/permissions'

export interface DeskEndpoint {
  method: 'GET' | 'POST'
  path: string
  action: DeskAction
  form?: Record<string, string>
}

export const DESK_ENDPOINTS: DeskEndpoint[] = [
  { method: 'GET', path: '/marketing', action: 'desk.read' },
  { method: 'GET', path: '/marketing/offers', action: 'desk.read' },
  { method: 'GET', path: '/marketing/offers/venues', action: 'desk.read' },
  { method: 'GET', path: '/marketing/offers/new', action: 'draft.edit' },
  { method: 'GET', path: '/marketing/offers/999999999', action: 'desk.read' },
  { method: 'GET', path: '/marketing/offers/999999999/history', action: 'desk.read' },
  { method: 'GET', path: '/marketing/leads', action: 'desk.read' },
  { method: 'GET', path: '/marketing/applications', action: 'desk.read' },
  { method: 'GET', path: '/marketing/account', action: 'desk.read' },
  { method: 'GET', path: '/marketing/experiments', action: 'desk.read' },
  { method: 'GET', path: '/marketing/experiments/noFullscreenMap', action: 'desk.read' },
  { method: 'GET', path: '/marketing/audit', action: 'audit.read' },
  { method: 'GET', path: '/marketing/content', action: 'desk.read' },
  { method: 'GET', path: '/marketing/content/faqs/999999999', action: 'desk.read' },
  { method: 'GET', path: '/marketing/content/texts/999999999/history', action: 'desk.read' },
  { method: 'GET', path: '/marketing/content/faqs/new', action: 'draft.edit' },
  { method: 'GET', path: '/marketing/content/testimonials/new', action: 'draft.edit' },
  // A text version of a text that does not exist: the editor's door, then 404.
  { method: 'GET', path: '/marketing/content/texts/new?from=999999999', action: 'draft.edit' },
  // Publish and Take down on content that does not exist: the publisher's door, then 404.
  {
    method: 'POST',
    path: '/marketing/content/faqs/999999999/lifecycle',
    action: 'publish',
    form: { intent: 'publish', revision: '1' },
  },
  {
    method: 'POST',
    path: '/marketing/content/faqs/999999999/lifecycle',
    action: 'publish',
    form: { intent: 'unpublish' },
  },
  { method: 'GET', path: '/marketing/staff', action: 'staff.manage' },
  { method: 'GET', path: '/marketing/leads.csv', action: 'leads.export' },
  { method: 'GET', path: '/marketing/applications.csv', action: 'applications.export' },
  { method: 'GET', path: '/marketing/audit.csv', action: 'audit.read' },
  {
    method: 'POST',
    path: '/marketing/preview',
    action: 'draft.edit',
    form: { path: '/offers/kestrel-rewards-preview' },
  },
  { method: 'POST', path: '/marketing/preview/exit', action: 'desk.read', form: {} },
  // The editor's lifecycle buttons on a page that does not exist: the intent's role, then 404.
  {
    method: 'POST',
    path: '/marketing/offers/999999999/lifecycle',
    action: 'draft.edit',
    form: { intent: 'duplicate' },
  },
  {
    method: 'POST',
    path: '/marketing/offers/999999999/lifecycle',
    action: 'publish',
    form: { intent: 'publish', revision: '1' },
  },
  {
    method: 'POST',
    path: '/marketing/leads/erase',
    action: 'leads.erase',
    form: { email: 'nobody-e2e-roles@example.com', confirm: 'yes' },
  },
  {
    method: 'POST',
    path: '/marketing/applications/999999999',
    action: 'applications.update',
    form: { status: 'new', notes: '' },
  },
  { method: 'POST', path: '/marketing/staff/invite', action: 'staff.manage', form: {} },
  {
    method: 'POST',
    path: '/marketing/staff/no-such-account',
    action: 'staff.manage',
    form: { intent: 'link' },
  },
  // A form from an older revision: refused as a conflict after the door, nothing saved.
  {
    method: 'POST',
    path: '/marketing/experiments/noFullscreenMap/save',
    action: 'draft.edit',
    form: { revision: '0' },
  },
  // Page variants: a page that does not exist (404 after the door), an experiment that is not
  // a page experiment (404 after the door).
  {
    method: 'POST',
    path: '/marketing/experiments/page-variants',
    action: 'draft.edit',
    form: { page: '999999999', revision: '1' },
  },
  {
    method: 'POST',
    path: '/marketing/experiments/noFullscreenMap/publish-winner',
    action: 'publish',
    form: { variant: 'on' },
  },
  { method: 'POST', path: '/marketing/account/password', action: 'desk.read', form: {} },
  { method: 'POST', path: '/marketing/account/two-factor', action: 'desk.read', form: {} },
  {
    method: 'POST',
    path: '/marketing/account/passkeys',
    action: 'desk.read',
    form: { id: 'none' },
  },
]
