import * as z from '@shared/zod';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import { dataModuleExports } from './testing/data-modules';

const isEntity = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && ['key', 'toItem', 'parse', 'parseOptional'].every((member) => member in value);

describe('entity definitions', () => {
  it('define every kind of item in the table exactly once', async () => {
    const defined = [...(await dataModuleExports()).values()].flatMap((exports) => [...exports.values()].filter(isEntity).map((entity) => entity.name));
    expect(defined.sort()).toEqual(Object.values(ENTITY).sort());
  });

  it('write keys, index keys and name with the record, and parse the record back without them', () => {
    const entity = defineEntity({
      name: 'Sample',
      schema: z.object({ id: z.string(), count: z._default(z.number(), 0) }),
      key: (sample: { id: string }) => ({ pk: `SAMPLE#${sample.id}`, sk: 'SAMPLE' }),
      indexKeys: (sample) => ({ gsi1pk: 'SAMPLES', gsi1sk: sample.id }),
    });
    const item = entity.toItem({ id: 'a', count: 2 });
    expect(item).toEqual({ pk: 'SAMPLE#a', sk: 'SAMPLE', gsi1pk: 'SAMPLES', gsi1sk: 'a', entity: 'Sample', id: 'a', count: 2 });
    expect(entity.parse(item)).toEqual({ id: 'a', count: 2 });
    expect(entity.parse({ pk: 'SAMPLE#b', sk: 'SAMPLE', id: 'b' })).toEqual({ id: 'b', count: 0 });
    expect(() => entity.parse({ pk: 'SAMPLE#c', sk: 'SAMPLE', id: 3 })).toThrow(/Sample item does not match its schema \(SAMPLE#c \/ SAMPLE\)/);
  });
});
