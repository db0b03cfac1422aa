/** Journal record framing: intact records decode, a torn or corrupt tail is dropped. */
import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { decodeRecords, encodeRecord } from './journal';

describe('journal records', () => {
  const records = [
    { op: 'put', db: 'd', coll: 'c', doc: { _id: new ObjectId(), at: new Date(5) } },
    { op: 'delete', db: 'd', coll: 'c', id: 7 },
  ];
  const encoded = Buffer.concat(records.map(encodeRecord));

  it('decodes consecutive records', () => {
    expect(decodeRecords(encoded)).toEqual(records);
  });

  it('stops at a truncated last record', () => {
    expect(decodeRecords(encoded.subarray(0, encoded.length - 3))).toEqual(records.slice(0, 1));
  });

  it('stops at a record whose checksum does not match', () => {
    const corrupt = Buffer.from(encoded);
    corrupt[encoded.length - 6] ^= 0xff;
    expect(decodeRecords(corrupt)).toEqual(records.slice(0, 1));
  });
});
