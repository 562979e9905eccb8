import net from 'node:net';

/**
 * A local TCP relay to the real Redis that refuses connections until `comeUp()`: "Redis started after
 * the server". `url` points at the relay.
 */
export async function lateRedis(redisUrl: string): Promise<{ url: string; comeUp(): void; close(): void }> {
  const target = new URL(redisUrl);
  let up = false;
  const relay = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(relay.address() as net.AddressInfo).port}`,
    comeUp: () => void (up = true),
    close: () => void relay.close(),
  };
}
