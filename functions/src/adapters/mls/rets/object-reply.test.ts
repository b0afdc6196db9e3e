import { boundaryFromBody, boundaryFromContentType, splitMultipart } from './multipart-reply';
import { parseObjectReply } from './object-reply';
import { readRecordedReply } from './testing/recorded-fixtures';

const replyOf = (name: string, fallbackType: string) => {
  const recorded = readRecordedReply(name, fallbackType);
  return { headers: new Headers(recorded.headers), body: recorded.body };
};

describe('GetObject replies on recorded fixtures', () => {
  it('reads a single Location=1 object from the HTTP headers with an empty body', () => {
    const { headers, body } = replyOf('getobject-location1-single-flexmls.txt', 'image/jpeg');
    expect(body.length).toBe(0);
    expect(parseObjectReply(headers, body, 'http://mls.test')).toEqual([
      {
        contentId: '00-1669',
        objectId: 1,
        location: 'http://cdn.photos.flexmls.com/demomls/20140430153341745985000000.jpg',
        contentType: 'image/jpeg',
        byteLength: 0,
        replyCode: 0,
      },
    ]);
  });

  it('reads 41 Location parts from a Spark multipart with LF endings, boundary taken from the first line', () => {
    const { body } = replyOf('getobject-multipart-location1-spark.txt', 'multipart/parallel');
    expect(boundaryFromBody(body)).toBe('FLEXLIAsmcpmiKpZ3uhewHnpQUlQNYzuNzPeUi0PIqCAxzgSRkpypX');
    const objects = parseObjectReply(new Headers({ 'Content-Type': 'multipart/parallel' }), body, 'http://mls.test');
    expect(objects).toHaveLength(41);
    expect(objects.every((object) => object.contentId === '1256671' && object.byteLength === 0)).toBe(true);
    expect(objects.map((object) => object.objectId)).toEqual(Array.from({ length: 41 }, (_, index) => index + 1));
    expect(objects[0]?.location).toBe('http://cdn.resize.sparkplatform.com/gcar/1024x768/true/20161216161456298557000000-o.jpg');
  });

  it('reads a text/xml part carrying both a RETS success reply and a Location (boundary with ;charset after it)', () => {
    const { headers, body } = replyOf('getobject-multipart-xml-part-with-location.txt', 'multipart/parallel');
    expect(boundaryFromContentType(headers.get('content-type'))).toBe('FLEXw24Oeh3Qj39eBCqgiRIzqjZMlKD1ezEkewKjov8SpIWwENV3ao');
    expect(parseObjectReply(headers, body, 'http://mls.test')).toEqual([
      { contentId: '234567865', objectId: 1, location: 'http://someurl', contentType: 'text/xml', byteLength: 59, replyCode: 0 },
    ]);
  });

  it('splits 22 binary JPEG parts byte-exactly (quoted boundary, CRLF preamble), none with a Location', () => {
    const { headers, body } = replyOf('getobject-multipart-binary-jpeg-flexmls.txt', 'multipart/parallel');
    const boundary = boundaryFromContentType(headers.get('content-type')) ?? '';
    const parts = splitMultipart(body, boundary);
    expect(parts).toHaveLength(22);
    for (const part of parts) {
      expect(part.headers).toMatchObject({ 'content-type': 'image/jpeg', 'content-id': expect.any(String), 'object-id': expect.any(String) });
      expect(part.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(part.body.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    }
    expect(parts[0]?.headers).toMatchObject({ 'content-id': '14-52', 'object-id': '1', 'content-description': 'Walls' });
    const objects = parseObjectReply(headers, body, 'http://mls.test');
    expect(objects.every((object) => object.location === null && object.byteLength > 1000)).toBe(true);
  });
});
