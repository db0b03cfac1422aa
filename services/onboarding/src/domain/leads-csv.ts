/**
 * CSV export of leads ('Export the filtered table as CSV'): RFC 4180 quoting, CRLF lines,
 * a UTF-8 byte-order mark so spreadsheet programs read accents, and a formula-injection guard
 * (a cell starting with = + - @, tab or carriage return gets a leading apostrophe); times on the
 * showroom clock as 'YYYY-MM-DD HH:MM'. Pure.
 */
import { BUDGETS, HEARD_FROM, hostOf, LEAD_SOURCES, LEAD_STAGE_LABELS, LOCALE_LABELS, PROJECT_TIMELINES } from '@cabinetry/shared/contracts';
import { formatShowroomTimestamp } from '@cabinetry/shared/time';
import { customerFields, firstTouchOf, localeOf, type StoredCustomer } from './leads';
import { stageOf } from './pipeline';

/** One CSV cell: guarded against formulas, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document (BOM + CRLF-separated rows). */
export function toCsv(rows: (string | number | boolean | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const labelOf = (options: readonly { id: string; label: string }[], id: string) => options.find((o) => o.id === id)?.label ?? id;

/**
 * Where the lead came from in a word: the utm_source of the first visit, else its referrer's host,
 * else the answer to "How did you hear about us?", else the source (set by staff, or derived).
 */
export function originOf(c: StoredCustomer): string {
  const touch = firstTouchOf(c);
  const heard = customerFields(c).heardFrom;
  return touch?.utmSource || hostOf(touch?.referrer) || (heard ? labelOf(HEARD_FROM, heard) : '') || labelOf(LEAD_SOURCES, c.source ?? '');
}

/** The lead's place in the pipeline (issue 39 item 7): stage, owner, estimated value, origin. */
const PIPELINE_COLUMNS: [string, (c: StoredCustomer) => string | number][] = [
  ['Stage', (c) => LEAD_STAGE_LABELS[stageOf(c)]],
  ['Owner', (c) => (c.owner?.id ? (c.owner.name ?? '') : '')],
  ['Estimated value (USD)', (c) => c.estimatedValue ?? ''],
  ['Origin', originOf],
];

/** Where the lead came from (issue 39 item 5): each column's header with its cell, the last of LEAD_CSV_HEADER; sources and answers as labels. */
const SOURCE_COLUMNS: [string, (c: StoredCustomer) => string][] = [
  ['Source', (c) => labelOf(LEAD_SOURCES, c.source ?? '')],
  ['Heard about us', (c) => labelOf(HEARD_FROM, customerFields(c).heardFrom)],
  ['UTM source', (c) => firstTouchOf(c)?.utmSource ?? ''],
  ['UTM medium', (c) => firstTouchOf(c)?.utmMedium ?? ''],
  ['UTM campaign', (c) => firstTouchOf(c)?.utmCampaign ?? ''],
  ['UTM term', (c) => firstTouchOf(c)?.utmTerm ?? ''],
  ['UTM content', (c) => firstTouchOf(c)?.utmContent ?? ''],
  ['Referrer', (c) => firstTouchOf(c)?.referrer ?? ''],
  ['Landing page', (c) => firstTouchOf(c)?.landingPath ?? ''],
  ['Google click id (gclid)', (c) => firstTouchOf(c)?.gclid ?? ''],
  ['Facebook click id (fbclid)', (c) => firstTouchOf(c)?.fbclid ?? ''],
  ['WhatsApp click id (ctwa_clid)', (c) => firstTouchOf(c)?.ctwaClid ?? ''],
];

export const LEAD_CSV_HEADER = [
  'Created (Beirut time)',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Language',
  'Project address',
  'Kitchen',
  'Wardrobe',
  'Purpose',
  'Timeline',
  'Budget',
  'Step reached',
  'Completed',
  'Appointment type',
  'Appointment date (Beirut time)',
  'Designer',
  'Notes',
  ...PIPELINE_COLUMNS.map(([header]) => header),
  ...SOURCE_COLUMNS.map(([header]) => header),
];

/** One CSV row of a stored customer, in LEAD_CSV_HEADER order; timeline and budget as labels; `designerName` of their appointment ('' when none). */
export function leadCsvRow(c: StoredCustomer, designerName = ''): (string | number)[] {
  const f = customerFields(c);
  const yesNo = (v: boolean | null | undefined) => (v ? 'yes' : 'no');
  return [
    formatShowroomTimestamp(c.createdAt),
    f.firstName,
    f.lastName,
    f.email,
    f.phone,
    LOCALE_LABELS[localeOf(c)],
    f.projectAddress,
    yesNo(c.projectTypes?.kitchen),
    yesNo(c.projectTypes?.wardrobe),
    f.projectDetails,
    labelOf(PROJECT_TIMELINES, f.projectTimeline),
    labelOf(BUDGETS, f.budget),
    c.currentStep ?? 1,
    yesNo(c.isCompleted),
    c.appointment?.appointmentType ?? '',
    formatShowroomTimestamp(c.appointment?.appointmentDate),
    designerName,
    c.notes ?? '',
    ...PIPELINE_COLUMNS.map(([, cell]) => cell(c)),
    ...SOURCE_COLUMNS.map(([, cell]) => cell(c)),
  ];
}
