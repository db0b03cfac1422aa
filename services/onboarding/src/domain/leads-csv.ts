/**
 * CSV export of leads ('Export the filtered table as CSV'): RFC 4180 quoting, CRLF lines,
 * a UTF-8 byte-order mark so spreadsheet programs read accents, and a formula-injection guard
 * (a cell starting with = + - @, tab or carriage return gets a leading apostrophe); times on the
 * showroom clock as 'YYYY-MM-DD HH:MM'. Pure.
 */
import { customerField, type CustomerFieldGroup, customerFieldsIn, englishAnswer, hostOf, LEAD_SOURCES, LEAD_STAGE_LABELS, LOCALE_LABELS } from '@cabinetry/shared/contracts';
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
  return touch?.utmSource || hostOf(touch?.referrer) || englishAnswer(customerField('heardFrom'), heard) || labelOf(LEAD_SOURCES, c.source ?? '');
}

/** A CSV column: its header and its cell of a stored customer (`designerName` of their appointment, '' when none). */
type Column = [header: string, cell: (c: StoredCustomer, designerName: string) => string | number];

const yesNo = (v: boolean | null | undefined) => (v ? 'yes' : 'no');

/** One column per step-1 field of `group` (customerFieldsIn), headed by its English name; options as their labels. */
const answerColumns = (group: CustomerFieldGroup): Column[] =>
  customerFieldsIn(group).map((field) => [field.label, (c) => englishAnswer(field, customerFields(c)[field.key])]);

/** The lead's place in the pipeline (issue 39 item 7): stage, owner, estimated value, origin. */
const PIPELINE_COLUMNS: Column[] = [
  ['Stage', (c) => LEAD_STAGE_LABELS[stageOf(c)]],
  ['Owner', (c) => (c.owner?.id ? (c.owner.name ?? '') : '')],
  ['Estimated value (USD)', (c) => c.estimatedValue ?? ''],
  ['Origin', originOf],
];

/** Where the lead came from (issue 39 item 5), the last columns; sources and answers as labels. */
const SOURCE_COLUMNS: Column[] = [
  ['Source', (c) => labelOf(LEAD_SOURCES, c.source ?? '')],
  ...answerColumns('origin'),
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

/** Every column of the CSV, in order: the step-1 answers come from customerFieldsIn, group by group. */
const COLUMNS: Column[] = [
  ['Created (Beirut time)', (c) => formatShowroomTimestamp(c.createdAt)],
  ...answerColumns('contact'),
  ['Language', (c) => LOCALE_LABELS[localeOf(c)]],
  ['Kitchen', (c) => yesNo(c.projectTypes?.kitchen)],
  ['Wardrobe', (c) => yesNo(c.projectTypes?.wardrobe)],
  ...answerColumns('project'),
  ['Step reached', (c) => c.currentStep ?? 1],
  ['Completed', (c) => yesNo(c.isCompleted)],
  ['Appointment type', (c) => c.appointment?.appointmentType ?? ''],
  ['Appointment date (Beirut time)', (c) => formatShowroomTimestamp(c.appointment?.appointmentDate)],
  ['Designer', (_c, designerName) => designerName],
  ['Notes', (c) => c.notes ?? ''],
  ...PIPELINE_COLUMNS,
  ...SOURCE_COLUMNS,
];

export const LEAD_CSV_HEADER = COLUMNS.map(([header]) => header);

/** One CSV row of a stored customer, in LEAD_CSV_HEADER order; `designerName` of their appointment ('' when none). */
export function leadCsvRow(c: StoredCustomer, designerName = ''): (string | number)[] {
  return COLUMNS.map(([, cell]) => cell(c, designerName));
}
