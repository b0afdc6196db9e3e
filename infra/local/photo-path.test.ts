import { photoKeyOfPath } from './photo-path';

describe('photoKeyOfPath', () => {
  it('names the object key of a photo under the photo folders, decoded', () => {
    expect(photoKeyOfPath('/photos/listings/U1/P1/01ABC-1280w.webp?v=2')).toEqual({ kind: 'key', key: 'photos/listings/U1/P1/01ABC-1280w.webp' });
    expect(photoKeyOfPath('/photos/profiles/U1/avatar/a%20b.webp')).toEqual({ kind: 'key', key: 'photos/profiles/U1/avatar/a b.webp' });
  });

  it.each([
    '/photos/../',
    '/photos/%2e%2e/',
    '/photos/listings/../../private/x.png',
    '/photos/listings/%2E%2E/other/x.png',
    '/photos/listings/..%2f..%2fprivate.png',
    '/photos/listings/a%5c..%5cb.png',
    '/photos/listings/./x.png',
    '/photos/listings//x.png',
    '/photos/listings/x%00.png',
    '/photos/listings/',
    '/photos/',
    '/photos/other/x.png',
    '/photosx/listings/x.png',
  ])('serves nothing for %s', (path) => {
    expect(photoKeyOfPath(path)).toEqual({ kind: 'not-served' });
  });

  it.each(['/photos/%E0%A4%A', '/photos/listings/%', '/photos/listings/%zz.png'])('calls %s malformed instead of throwing', (path) => {
    expect(photoKeyOfPath(path)).toEqual({ kind: 'malformed' });
  });
});
