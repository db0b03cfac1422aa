import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './leads-csv';
import { funnelFrom, funnelRange } from './leads-funnel';
import { attachmentDisposition, documentLink, documentLinkKey, documentLinkValid, documentSignature } from './leads-links';
import { escapeRegex, leadFilter, searchCondition } from './leads';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Rue "Clemenceau", Beirut')).toBe('"Rue ""Clemenceau"", Beirut"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });
  it('guards cells that a spreadsheet would run as a formula', () => {
    for (const bad of ['=SUM(A1)', '+961711', '-2+3', '@cmd', '\tx']) expect(csvCell(bad).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
  it('writes a BOM and CRLF rows', () => {
    expect(toCsv([['a', 'b'], ['1', '2']])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});

describe('search and filters', () => {
  it('escapes regular-expression syntax', () => {
    expect(new RegExp(escapeRegex('a.b+c(1)[x]*?$^|/\\')).test('a.b+c(1)[x]*?$^|/\\')).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });
  it('matches phone-like text by digits and other text word by word', () => {
    expect(searchCondition('+961 71-123 456')).toEqual({ 'customerInfo.phone': { $regex: '96171123456' } });
    const words = searchCondition('Layla k.');
    expect(words).toHaveProperty('$and');
    expect(JSON.stringify(words)).toContain('"k\\\\."');
    expect(searchCondition('   ')).toBeNull();
  });
  it('builds literal conditions and refuses from after to', () => {
    expect(leadFilter({ projectType: 'wardrobe', purpose: 'commercial', completed: 'false', budget: '100k+', timeline: '1-3months' }, new Date(), 7)).toEqual({
      'projectTypes.wardrobe': true,
      'customerInfo.projectDetails': 'commercial',
      isCompleted: false,
      'customerInfo.budget': '100k+',
      'customerInfo.projectTimeline': '1-3months',
    });
    expect(leadFilter({ from: '2025-03-05', to: '2025-03-04' }, new Date(), 7)).toBe("'from' must not be after 'to'");
  });
  it('reads date ranges as whole showroom days', () => {
    expect(leadFilter({ from: '2025-03-01', to: '2025-03-03' }, new Date(), 7)).toMatchObject({
      createdAt: { $gte: new Date('2025-02-28T22:00:00.000Z'), $lt: new Date('2025-03-03T22:00:00.000Z') }, // Beirut's midnights, UTC+2 in winter
    });
  });
});

describe('funnel', () => {
  it('counts everyone who reached each step and the completed', () => {
    const res = funnelFrom({ from: '2025-03-01', to: '2025-03-30' }, [
      { step: 2, count: 4, completed: 0 },
      { step: 3, count: 2, completed: 0 },
      { step: 5, count: 1, completed: 1 },
    ]);
    expect(res.steps.map((s) => s.count)).toEqual([7, 7, 3, 1, 1]);
    expect(res.steps[0]).toEqual({ step: 1, label: 'Project Info', count: 7 });
    expect(res.completed).toBe(1);
  });
  it('defaults to the last 30 days ending today in Beirut', () => {
    expect(funnelRange(new Date('2025-03-31T22:00:00Z'))).toEqual({ from: '2025-03-03', to: '2025-04-01' });
    expect(funnelRange(new Date(), '2025-01-01', '2025-01-31')).toEqual({ from: '2025-01-01', to: '2025-01-31' });
  });
});

describe('document links', () => {
  const key = documentLinkKey('secret');
  const doc = '0123456789abcdef01234567';
  it('accept a fresh signature and refuse expired, far-future, forged or foreign ones', () => {
    const url = new URL(documentLink(key, 'a'.repeat(24), doc, 1_000), 'http://x');
    const [exp, sig] = [url.searchParams.get('exp')!, url.searchParams.get('sig')!];
    expect(exp).toBe('1300');
    expect(documentLinkValid(key, doc, exp, sig, 1_000)).toBe(true);
    expect(documentLinkValid(key, doc, exp, sig, 1_300)).toBe(false);
    expect(documentLinkValid(key, doc, '99999', documentSignature(key, doc, 99_999), 1_000)).toBe(false);
    expect(documentLinkValid(key, doc, exp, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, 1_000)).toBe(false);
    expect(documentLinkValid(key, 'f'.repeat(24), exp, sig, 1_000)).toBe(false);
    expect(documentLinkValid(documentLinkKey('other'), doc, exp, sig, 1_000)).toBe(false);
    expect(documentLinkValid(key, doc, undefined, sig, 1_000)).toBe(false);
  });
  it('name the file for download in ASCII and UTF-8', () => {
    expect(attachmentDisposition('plan "é".pdf')).toBe(`attachment; filename="plan ___.pdf"; filename*=UTF-8''plan%20%22%C3%A9%22.pdf`);
    expect(attachmentDisposition("it's (1).png")).toContain("filename*=UTF-8''it%27s%20%281%29.png");
  });
});
