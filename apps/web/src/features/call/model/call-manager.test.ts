import { describe, expect, it, vi } from 'vitest';
import type { ClientEventName } from '@lumi/shared';
import { CallManager, END_MESSAGES, peerTitle, type CallEnvironment } from './call-manager';

/*
 * The call manager between its two boundaries, both replaced here: the browser (devices and RTCPeerConnection, which
 * jsdom lacks) and the socket's acknowledged emits. The real signalling over socket.io is covered by the server's
 * calls tests and the two-browser e2e test.
 */

const CALL_ID = '6b1e0a52-0000-4000-8000-0000000000aa';
const CONVERSATION_ID = '6b1e0a52-0000-4000-8000-0000000000cc';
const CANDIDATE = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };

function fakeTrack(kind: 'audio' | 'video') {
  return { kind, enabled: true, stop: vi.fn() };
}

function fakeStream(withVideo: boolean) {
  const tracks = [fakeTrack('audio'), ...(withVideo ? [fakeTrack('video')] : [])];
  return {
    tracks,
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  };
}

/** The RTCPeerConnection surface the manager uses. */
class FakePeer {
  connectionState: RTCPeerConnectionState = 'new';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  added: unknown[] = [];
  tracks: unknown[] = [];
  closed = false;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ontrack: ((event: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly configuration: RTCConfiguration) {}
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'offer-sdp' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'answer-sdp' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: unknown) {
    this.added.push(candidate);
  }
  close() {
    this.closed = true;
  }
  gather(candidate: typeof CANDIDATE) {
    this.onicecandidate?.({ candidate });
  }
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

type Emitted = { event: ClientEventName; payload: unknown };

function setup(
  options: { getUserMedia?: () => Promise<unknown>; refuse?: Partial<Record<ClientEventName, unknown>> } = {},
) {
  const emitted: Emitted[] = [];
  const acks = new Map<ClientEventName, () => void>();
  const peers: FakePeer[] = [];
  const streams: ReturnType<typeof fakeStream>[] = [];
  let held = false;
  const env: CallEnvironment = {
    emit: (event, payload) => {
      emitted.push({ event, payload });
      const refusal = options.refuse?.[event];
      if (refusal) return Promise.reject(refusal);
      if (!held) return Promise.resolve({ callId: CALL_ID });
      return new Promise((resolve) => acks.set(event, () => resolve({ callId: CALL_ID })));
    },
    mediaDevices: () =>
      ({
        getUserMedia:
          options.getUserMedia ??
          (async (constraints: MediaStreamConstraints) => {
            const stream = fakeStream(Boolean(constraints.video));
            streams.push(stream);
            return stream;
          }),
      }) as unknown as MediaDevices,
    createPeer: (configuration) => {
      const peer = new FakePeer(configuration);
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
    newCallId: () => CALL_ID,
    now: () => 1_000_000,
  };
  const manager = new CallManager(env);
  return {
    manager,
    emitted,
    peers,
    streams,
    holdAcks: () => {
      held = true;
    },
    ack: (event: ClientEventName) => acks.get(event)?.(),
    events: (name: ClientEventName) => emitted.filter((e) => e.event === name).map((e) => e.payload),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const peer = { name: 'Phạm Thị An', title: 'BS. Phạm Thị An', avatar: null };

describe('CallManager', () => {
  it('places a call: devices, offer, held candidates, the answer, then connected', async () => {
    const s = setup();
    s.holdAcks();
    s.manager.setIceServers([{ urls: 'stun:stun.example.com:3478' }]);
    const started = s.manager.start({ conversationId: CONVERSATION_ID, peer, withVideo: true });
    expect(s.manager.getView()?.phase).toBe('preparing');
    await flush();
    const [pc] = s.peers;
    expect(pc!.configuration).toEqual({ iceServers: [{ urls: 'stun:stun.example.com:3478' }] });
    expect(s.manager.getView()?.phase).toBe('calling');
    expect(s.events('call:offer')).toEqual([
      {
        callId: CALL_ID,
        conversationId: CONVERSATION_ID,
        offer: { type: 'offer', sdp: 'offer-sdp' },
        withVideo: true,
      },
    ]);
    // Our candidates wait until the server has the call.
    pc!.gather(CANDIDATE);
    expect(s.events('call:ice')).toEqual([]);
    s.ack('call:offer');
    await started;
    expect(s.events('call:ice')).toEqual([{ callId: CALL_ID, candidate: CANDIDATE }]);

    // A candidate of the callee before its answer is kept until the remote description is set.
    await s.manager.receiveIce({ callId: CALL_ID, candidate: CANDIDATE });
    expect(pc!.added).toEqual([]);
    await s.manager.receiveAnswer({ callId: CALL_ID, answer: { type: 'answer', sdp: 'answer-sdp' } });
    expect(pc!.remoteDescription).toEqual({ type: 'answer', sdp: 'answer-sdp' });
    expect(pc!.added).toEqual([CANDIDATE]);
    expect(s.manager.getView()?.phase).toBe('connecting');

    pc!.become('connected');
    expect(s.manager.getView()).toMatchObject({
      phase: 'connected',
      connectionState: 'connected',
      connectedAt: 1_000_000,
    });

    s.manager.toggleMic();
    s.manager.toggleCamera();
    expect(s.streams[0]!.tracks.map((t) => t.enabled)).toEqual([false, false]);
    expect(s.manager.getView()).toMatchObject({ micOn: false, cameraOn: false });

    s.manager.receiveEnd({ callId: CALL_ID, reason: 'hangup' });
    expect(s.manager.getView()).toMatchObject({
      phase: 'ended',
      endMessage: 'Bên kia đã kết thúc cuộc gọi',
      connectionState: 'closed',
    });
    expect(pc!.closed).toBe(true);
    expect(s.streams[0]!.tracks.every((t) => t.stop.mock.calls.length === 1)).toBe(true);
    s.manager.dismiss();
    expect(s.manager.getView()).toBeNull();
  });

  it('shows why the server ended the call (busy) and what it refused (outside the window)', async () => {
    const s = setup();
    await s.manager.start({ conversationId: CONVERSATION_ID, peer, withVideo: true });
    s.manager.receiveEnd({ callId: CALL_ID, reason: 'busy' });
    expect(s.manager.getView()).toMatchObject({ phase: 'ended', endMessage: END_MESSAGES.busy });
    s.manager.dismiss();

    const refused = setup({
      refuse: { 'call:offer': { code: 'FORBIDDEN', message: 'Cuộc gọi với bác sĩ chỉ mở … lúc 08:45' } },
    });
    await refused.manager.start({ conversationId: CONVERSATION_ID, peer, withVideo: false });
    expect(refused.manager.getView()).toMatchObject({
      phase: 'ended',
      endMessage: 'Cuộc gọi với bác sĩ chỉ mở … lúc 08:45',
    });
    expect(refused.streams[0]!.tracks[0]!.stop).toHaveBeenCalled();
  });

  it('takes a call: rings, answers with the devices, sends its candidates once answered', async () => {
    const s = setup();
    s.holdAcks();
    s.manager.receiveOffer({
      callId: CALL_ID,
      conversationId: CONVERSATION_ID,
      from: { _id: 'u1', kind: 'doctor', name: 'Phạm Thị An', avatar: { url: '/a.png', publicId: null } },
      offer: { type: 'offer', sdp: 'offer-sdp' },
      withVideo: false,
    });
    expect(s.manager.getView()).toMatchObject({
      phase: 'ringing',
      direction: 'incoming',
      withVideo: false,
      peer: { title: 'BS. Phạm Thị An', avatar: '/a.png' },
    });
    await s.manager.receiveIce({ callId: CALL_ID, candidate: CANDIDATE });

    const accepted = s.manager.accept();
    await flush();
    const [pc] = s.peers;
    expect(pc!.remoteDescription).toEqual({ type: 'offer', sdp: 'offer-sdp' });
    expect(pc!.added).toEqual([CANDIDATE]);
    expect(s.events('call:answer')).toEqual([
      { callId: CALL_ID, answer: { type: 'answer', sdp: 'answer-sdp' } },
    ]);
    pc!.gather(CANDIDATE);
    expect(s.events('call:ice')).toEqual([]);
    s.ack('call:answer');
    await accepted;
    expect(s.events('call:ice')).toEqual([{ callId: CALL_ID, candidate: CANDIDATE }]);
    expect(s.streams[0]!.tracks.map((t) => t.kind)).toEqual(['audio']);

    s.manager.hangUp();
    expect(s.events('call:end')).toEqual([{ callId: CALL_ID, reason: 'hangup' }]);
    expect(s.manager.getView()).toMatchObject({ phase: 'ended', endMessage: 'Bạn đã kết thúc cuộc gọi' });
  });

  it('closes a ringing call taken on another device without a trace, and turns down a second caller', () => {
    const s = setup();
    const offer = {
      callId: CALL_ID,
      conversationId: CONVERSATION_ID,
      from: { _id: 'u1', kind: 'user' as const, name: 'Vũ Ngọc Lan', avatar: { url: '', publicId: null } },
      offer: { type: 'offer' as const, sdp: 'offer-sdp' },
      withVideo: true,
    };
    s.manager.receiveOffer(offer);
    s.manager.receiveOffer({ ...offer, callId: '6b1e0a52-0000-4000-8000-0000000000bb' });
    expect(s.events('call:end')).toEqual([
      { callId: '6b1e0a52-0000-4000-8000-0000000000bb', reason: 'rejected' },
    ]);
    s.manager.receiveEnd({ callId: CALL_ID, reason: 'answered_elsewhere' });
    expect(s.manager.getView()).toBeNull();
  });

  it('tells a missed call from a hang-up', () => {
    const s = setup();
    s.manager.receiveOffer({
      callId: CALL_ID,
      conversationId: CONVERSATION_ID,
      from: { _id: 'u1', kind: 'user', name: 'Vũ Ngọc Lan', avatar: { url: '', publicId: null } },
      offer: { type: 'offer', sdp: 'offer-sdp' },
      withVideo: true,
    });
    s.manager.receiveEnd({ callId: CALL_ID, reason: 'hangup' });
    expect(s.manager.getView()).toMatchObject({ phase: 'ended', endMessage: 'Cuộc gọi nhỡ' });
  });

  it('ends a call whose connection failed', async () => {
    const s = setup();
    await s.manager.start({ conversationId: CONVERSATION_ID, peer, withVideo: true });
    await s.manager.receiveAnswer({ callId: CALL_ID, answer: { type: 'answer', sdp: 'answer-sdp' } });
    s.peers[0]!.become('failed');
    expect(s.manager.getView()).toMatchObject({ phase: 'ended', endMessage: 'Mất kết nối' });
    expect(s.events('call:end')).toEqual([{ callId: CALL_ID, reason: 'hangup' }]);
  });

  it('keeps the booking of a call placed from it, or the one an incoming offer names; a support call has none', async () => {
    const placed = setup();
    void placed.manager.start({
      conversationId: CONVERSATION_ID,
      peer,
      withVideo: true,
      bookingId: '6b1e0a52-0000-4000-8000-0000000000bb',
    });
    await flush();
    expect(placed.manager.getView()?.bookingId).toBe('6b1e0a52-0000-4000-8000-0000000000bb');

    const taken = setup();
    taken.manager.receiveOffer({
      callId: CALL_ID,
      conversationId: CONVERSATION_ID,
      from: { _id: 'u1', kind: 'user', name: 'Vũ Ngọc Lan', avatar: { url: '', publicId: null } },
      offer: { type: 'offer', sdp: 'v=0' },
      withVideo: true,
      bookingId: '6b1e0a52-0000-4000-8000-0000000000cc',
    });
    expect(taken.manager.getView()?.bookingId).toBe('6b1e0a52-0000-4000-8000-0000000000cc');

    const support = setup();
    support.manager.receiveOffer({
      callId: CALL_ID,
      conversationId: CONVERSATION_ID,
      from: { _id: 'a1', kind: 'admin', name: 'Hỗ trợ Lumi', avatar: { url: '', publicId: null } },
      offer: { type: 'offer', sdp: 'v=0' },
      withVideo: false,
    });
    expect(support.manager.getView()?.bookingId).toBeNull();
  });

  it('names a doctor with their title, once', () => {
    expect(peerTitle({ kind: 'doctor', name: 'Phạm Thị An' })).toBe('BS. Phạm Thị An');
    expect(peerTitle({ kind: 'doctor', name: 'BS. Đỗ Văn Bình' })).toBe('BS. Đỗ Văn Bình');
    expect(peerTitle({ kind: 'user', name: 'Vũ Ngọc Lan' })).toBe('Vũ Ngọc Lan');
  });
});
