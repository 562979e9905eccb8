import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { attachSocketServer, type SocketServer } from '@/lib/server/realtime';
import { create, setUpOperations, type Operations } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * A scan screen open on one tablet follows what another dispatcher does to the same documents: each
 * scan and finish is told, after its commit, as `updateResource` of that document type (and of the
 * AWBs it moved) — to the users who read those screens only.
 */

type Event = { resource: string; id: number; action: string };

describe.each(testEngines())('scan screens hear each other (%s)', (engine) => {
  const t = useTestApp(engine);
  let server: http.Server;
  let sockets: SocketServer;
  let url: string;
  const open: Socket[] = [];
  let ops: Operations;

  beforeAll(async () => {
    server = http.createServer();
    sockets = await attachSocketServer(server, t.ctx, { recheckDelayMs: 20 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // what the API announces goes out through this socket server too (the server's own wiring, server.ts)
    const record = t.realtime.emit.bind(t.realtime);
    t.realtime.emit = (event, payload) => {
      record(event, payload);
      sockets.emit(event, payload);
    };
    ops = await setUpOperations(t);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await sockets.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const join = (token: string): Promise<{ socket: Socket; heard: Event[] }> =>
    new Promise((resolve, reject) => {
      const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
      open.push(socket);
      const heard: Event[] = [];
      socket.on('updateResource', (e: Event) => heard.push(e));
      socket.on('connect', () => resolve({ socket, heard }));
      socket.on('connect_error', reject);
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it("another dispatcher's incoming scans and finish reach the open screen; the counter clerk hears no incoming", async () => {
    const { dispatcher, counter, ids, bookedAwb, departedManifest } = ops;
    // the dispatcher covers Surabaya too (the load is received there)
    const given = await t.call('PUT', '/api/datamaster/update/user/dispatcher', { token: ops.admin, body: { branch_ids: [ids.sby] } });
    expect(given.status, given.text).toBe(200);
    const watcher = await join(await t.signIn('dispatcher'));
    const clerk = await join(counter);
    const awb = await bookedAwb(ids.gubeng);
    const { manifest } = await departedManifest([], [awb]);
    const incoming = await create(t, dispatcher, '/api/operational/create/incoming', { office_id: ids.sbyOffice, manifest: manifest.number });
    const scanned = await t.call('PUT', `/api/operational/update/incoming/scan/${incoming.id}`, { token: dispatcher, body: { code: awb.number } });
    await t.call('PUT', `/api/operational/update/incoming/book/${incoming.id}`, { token: dispatcher, body: { version: scanned.body.data.version } });
    await settle();
    const about = (heard: Event[], resource: string) => heard.filter((e) => e.resource === resource && e.id === (resource === 'incoming' ? incoming.id : awb.id)).map((e) => e.action);
    expect(about(watcher.heard, 'incoming')).toEqual(['create', 'scan', 'book']);
    expect(about(watcher.heard, 'shipment')).toContain('received');
    expect(watcher.heard).toContainEqual({ resource: 'outgoing-manifest', id: manifest.id, action: 'received' });
    expect(about(clerk.heard, 'incoming')).toEqual([]);
  });
});
