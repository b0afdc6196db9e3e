import { createServer } from 'node:net';
import { assertPortFree, findFreePort } from './ports';

describe('assertPortFree', () => {
  it('names the process that holds a busy port, so a start after a crash says what to stop', async () => {
    const port = await findFreePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      await expect(assertPortFree(port, 'DynamoDB Local')).rejects.toThrow(`Port ${port} (DynamoDB Local) is already in use by pid ${process.pid}: `);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    await expect(assertPortFree(port, 'DynamoDB Local')).resolves.toBeUndefined();
  });
});
