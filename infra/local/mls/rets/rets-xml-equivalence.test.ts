import { currentDocument, currentRetsReply, formerDocument, formerRetsReply } from '../../../../functions/src/adapters/mls/rets/testing/former-xml-parser';
import { metadataReply } from './metadata-documents';
import { compactBlock, retsReply } from './rets-xml-writer';

const system = { systemId: 'LOCAL', timeZoneOffset: '-06:00' };
const METADATA_TYPES = ['METADATA-SYSTEM', 'METADATA-RESOURCE', 'METADATA-CLASS', 'METADATA-TABLE', 'METADATA-OBJECT', 'METADATA-LOOKUP_TYPE'];

const sandboxReplies: [string, string][] = [
  ...METADATA_TYPES.flatMap((type) =>
    (['COMPACT', 'STANDARD-XML'] as const).map((format): [string, string | null] => [`${type} ${format}`, metadataReply(type, 'Property', format, system)]),
  ).filter((entry): entry is [string, string] => entry[1] !== null),
  [
    'a COMPACT search with escaped values',
    retsReply(
      0,
      'Success',
      compactBlock(
        ['ListingKey', 'Remarks'],
        [
          ['1', 'Smith & Sons <"best"> \'view\''],
          ['2', ''],
        ],
      ),
    ),
  ],
  ['no records found', retsReply(20201, 'No Records Found')],
];

describe('the RETS reply reader on the local sandbox replies', () => {
  it.each(sandboxReplies)('reads %s as fast-xml-parser did', (_name, body) => {
    expect(currentDocument(body)).toEqual(formerDocument(body));
    expect(currentRetsReply(body)).toEqual(formerRetsReply(body));
  });
});
