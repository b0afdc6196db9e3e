import { addTag, previewItems, removeTag } from './tag-list';

describe('tag lists (spec §5: Theme)', () => {
  it('adds a trimmed entry', () => {
    expect(addTag(['Luxury'], '  Condos  ', 20)).toEqual({ items: ['Luxury', 'Condos'], outcome: 'added', value: 'Condos' });
  });

  it('ignores blank entries', () => {
    expect(addTag(['Luxury'], '   ', 20)).toEqual({ items: ['Luxury'], outcome: 'blank', value: '' });
  });

  it('does not add an entry already in the list, whatever its case', () => {
    expect(addTag(['Luxury Homes'], 'luxury homes ', 20).outcome).toBe('duplicate');
  });

  it('stops at the list limit', () => {
    expect(addTag(['a', 'b'], 'c', 2)).toEqual({ items: ['a', 'b'], outcome: 'full', value: 'c' });
  });

  it('removes by position', () => {
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('previews the first items and counts the rest', () => {
    expect(previewItems(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 2 });
    expect(previewItems(['a'], 3)).toEqual({ shown: ['a'], hiddenCount: 0 });
  });
});
