import {
  CALL_RING_TIMEOUT_MS,
  type CallEndReason,
  type ClientEventName,
  type ClientEvents,
  type IceCandidate,
  type Participant,
  type ServerEvents,
  titledDoctorName,
} from '@lumi/shared';

/** Why a call window shows 'Cuộc gọi đã kết thúc': the server's reasons and the browser's own. */
export type CallEndCause =
  | CallEndReason
  | 'ended-by-me'
  | 'remote-hangup'
  | 'missed'
  | 'device-denied'
  | 'device-missing'
  | 'failed'
  | 'refused';

export type CallPhase = 'preparing' | 'calling' | 'ringing' | 'connecting' | 'connected' | 'ended';

/** Who is on the other end, as the window names them ('BS. …' for a doctor). */
export type CallPeer = { name: string; title: string; avatar: string | null };

export type CallView = {
  callId: string;
  direction: 'outgoing' | 'incoming';
  peer: CallPeer;
  withVideo: boolean;
  phase: CallPhase;
  /** RTCPeerConnection.connectionState ('new' before there is one). */
  connectionState: RTCPeerConnectionState;
  connectedAt: number | null;
  micOn: boolean;
  cameraOn: boolean;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  endCause: CallEndCause | null;
  /** The Vietnamese sentence under 'Cuộc gọi đã kết thúc'. */
  endMessage: string | null;
  /** The booking whose consultation this call is: placed from the booking, or named by an incoming offer; else null. */
  bookingId: string | null;
};

export const END_MESSAGES: Record<Exclude<CallEndCause, 'refused'>, string> = {
  busy: 'Người nhận đang bận',
  timeout: 'Không trả lời',
  offline: 'Người nhận không trực tuyến',
  answered_elsewhere: 'Đã trả lời trên thiết bị khác',
  disconnected: 'Mất kết nối',
  rejected: 'Đã từ chối',
  hangup: 'Bên kia đã kết thúc cuộc gọi',
  'remote-hangup': 'Bên kia đã kết thúc cuộc gọi',
  'ended-by-me': 'Bạn đã kết thúc cuộc gọi',
  missed: 'Cuộc gọi nhỡ',
  'device-denied': 'Trình duyệt đã chặn camera/micro. Hãy cho phép trong cài đặt trang rồi thử lại.',
  'device-missing': 'Không tìm thấy camera hoặc micro trên thiết bị này.',
  failed: 'Mất kết nối',
};

/** A doctor is shown with their title, once ('BS. Phạm Thị An'). */
export function peerTitle(participant: Pick<Participant, 'kind' | 'name'>): string {
  return participant.kind === 'doctor' ? titledDoctorName(participant.name) : participant.name.trim();
}

/** The browser's pieces the manager uses: replaced in tests at the browser boundary only. */
export type CallEnvironment = {
  emit: <E extends ClientEventName>(event: E, payload: ClientEvents[E]) => Promise<unknown>;
  mediaDevices: () => MediaDevices | undefined;
  createPeer: (configuration: RTCConfiguration) => RTCPeerConnection;
  newCallId: () => string;
  now: () => number;
};

export type StartCall = {
  conversationId: string;
  peer: CallPeer;
  withVideo: boolean;
  /** The booking the call is the consultation of (the window may show what goes with it). */
  bookingId?: string;
};

/** A client's wait for an answer: the server's ring time plus a margin (the server ends it first). */
const CLIENT_RING_LIMIT_MS = CALL_RING_TIMEOUT_MS + 5_000;

type Listener = () => void;

type Session = {
  view: CallView;
  conversationId: string;
  peer: RTCPeerConnection | null;
  /** The offer of an incoming call, until it is answered. */
  offer: RTCSessionDescriptionInit | null;
  /** Candidates from the other side that came before the remote description. */
  remoteCandidates: IceCandidate[];
  /** Our candidates, held until the server knows the call (offer or answer acknowledged). */
  localCandidates: IceCandidate[];
  signalled: boolean;
  ringTimer: ReturnType<typeof setTimeout> | null;
};

function errorMessage(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  )
    return (error as { message: string }).message;
  return 'Không thể thực hiện cuộc gọi, vui lòng thử lại';
}

/** Which of the device messages a getUserMedia failure means. */
function deviceCause(error: unknown): 'device-denied' | 'device-missing' {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError'
    ? 'device-denied'
    : 'device-missing';
}

/**
 * One signed-in kind's call (one at a time): the WebRTC peer, the local media and the signalling over the socket
 * (api-contract §5.4). Screens read `view` through `subscribe`/`getView`; the host feeds it the server's events.
 */
export class CallManager {
  private session: Session | null = null;
  private readonly listeners = new Set<Listener>();
  private iceServers: RTCIceServer[] = [];

  constructor(private readonly env: CallEnvironment) {}

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = (): CallView | null => this.session?.view ?? null;

  setIceServers(servers: RTCIceServer[]): void {
    this.iceServers = servers;
  }

  get busy(): boolean {
    return this.session !== null && this.session.view.phase !== 'ended';
  }

  private update(patch: Partial<CallView>): void {
    if (!this.session) return;
    this.session = { ...this.session, view: { ...this.session.view, ...patch } };
    this.listeners.forEach((listener) => listener());
  }

  private isCurrent(callId: string): boolean {
    return this.session?.view.callId === callId && this.session.view.phase !== 'ended';
  }

  /** Places a call; the window shows 'Đang gọi…' once the server has it. */
  async start(call: StartCall): Promise<void> {
    if (this.busy) return;
    const callId = this.env.newCallId();
    this.session = {
      view: {
        callId,
        direction: 'outgoing',
        peer: call.peer,
        withVideo: call.withVideo,
        phase: 'preparing',
        connectionState: 'new',
        connectedAt: null,
        micOn: true,
        cameraOn: call.withVideo,
        localStream: null,
        remoteStream: null,
        endCause: null,
        endMessage: null,
        bookingId: call.bookingId ?? null,
      },
      conversationId: call.conversationId,
      peer: null,
      offer: null,
      remoteCandidates: [],
      localCandidates: [],
      signalled: false,
      ringTimer: null,
    };
    this.update({});
    const stream = await this.openMedia(callId, call.withVideo);
    if (!stream || !this.isCurrent(callId)) return;
    try {
      const peer = this.createPeer(callId, stream);
      const offer = await peer.createOffer();
      await peer.setLocalDescription(offer);
      if (!this.isCurrent(callId)) return;
      this.update({ phase: 'calling' });
      this.armRingTimer(callId);
      await this.env.emit('call:offer', {
        callId,
        conversationId: call.conversationId,
        offer: { type: 'offer', sdp: offer.sdp ?? '' },
        withVideo: call.withVideo,
      });
      this.signalled(callId);
    } catch (error) {
      this.finish(callId, 'refused', errorMessage(error));
    }
  }

  /** `call:offer` from the server: rings, unless a call is already on (then it is turned down). */
  receiveOffer(event: ServerEvents['call:offer']): void {
    if (this.session?.view.callId === event.callId) return;
    if (this.busy) {
      void this.env.emit('call:end', { callId: event.callId, reason: 'rejected' }).catch(() => undefined);
      return;
    }
    this.session = {
      view: {
        callId: event.callId,
        direction: 'incoming',
        peer: { name: event.from.name, title: peerTitle(event.from), avatar: event.from.avatar.url || null },
        withVideo: event.withVideo,
        phase: 'ringing',
        connectionState: 'new',
        connectedAt: null,
        micOn: true,
        cameraOn: event.withVideo,
        localStream: null,
        remoteStream: null,
        endCause: null,
        endMessage: null,
        // A customer-doctor call's offer names the booking whose call window holds (ADR 0067).
        bookingId: event.bookingId ?? null,
      },
      conversationId: event.conversationId,
      peer: null,
      offer: event.offer,
      remoteCandidates: [],
      localCandidates: [],
      signalled: false,
      ringTimer: null,
    };
    this.update({});
    this.armRingTimer(event.callId);
  }

  /** 'Trả lời': opens the devices, answers with them, and connects. */
  async accept(): Promise<void> {
    const session = this.session;
    if (!session || session.view.phase !== 'ringing' || !session.offer) return;
    const { callId, withVideo } = session.view;
    this.clearRingTimer();
    this.update({ phase: 'connecting' });
    const stream = await this.openMedia(callId, withVideo);
    if (!stream || !this.isCurrent(callId)) return;
    try {
      const peer = this.createPeer(callId, stream);
      await peer.setRemoteDescription(session.offer);
      await this.applyRemoteCandidates();
      const answer = await peer.createAnswer();
      await peer.setLocalDescription(answer);
      if (!this.isCurrent(callId)) return;
      await this.env.emit('call:answer', { callId, answer: { type: 'answer', sdp: answer.sdp ?? '' } });
      this.signalled(callId);
    } catch (error) {
      this.finish(callId, 'refused', errorMessage(error));
    }
  }

  /** 'Từ chối'. */
  reject(): void {
    const session = this.session;
    if (!session || session.view.phase !== 'ringing') return;
    const { callId } = session.view;
    void this.env.emit('call:end', { callId, reason: 'rejected' }).catch(() => undefined);
    this.finish(callId, 'rejected');
    this.dismiss();
  }

  /** Hangs up (or cancels a call still ringing at the other end). */
  hangUp(): void {
    const session = this.session;
    if (!session || session.view.phase === 'ended') return;
    const { callId, phase } = session.view;
    if (phase === 'ringing') {
      this.reject();
      return;
    }
    void this.env.emit('call:end', { callId, reason: 'hangup' }).catch(() => undefined);
    this.finish(callId, 'ended-by-me');
  }

  /** Closes the ended call's window. */
  dismiss(): void {
    if (this.session && this.session.view.phase !== 'ended') return;
    this.session = null;
    this.listeners.forEach((listener) => listener());
  }

  toggleMic(): void {
    const view = this.session?.view;
    if (!view?.localStream) return;
    const micOn = !view.micOn;
    view.localStream.getAudioTracks().forEach((track) => (track.enabled = micOn));
    this.update({ micOn });
  }

  toggleCamera(): void {
    const view = this.session?.view;
    if (!view?.localStream || !view.withVideo) return;
    const cameraOn = !view.cameraOn;
    view.localStream.getVideoTracks().forEach((track) => (track.enabled = cameraOn));
    this.update({ cameraOn });
  }

  /** `call:answer`: the callee's description; the peers now connect. */
  async receiveAnswer(event: ServerEvents['call:answer']): Promise<void> {
    const session = this.session;
    if (!session || !this.isCurrent(event.callId) || session.view.direction !== 'outgoing' || !session.peer)
      return;
    this.clearRingTimer();
    this.update({ phase: 'connecting' });
    try {
      await session.peer.setRemoteDescription(event.answer);
      await this.applyRemoteCandidates();
    } catch {
      this.endWith(event.callId, 'failed');
    }
  }

  /** `call:ice`: a candidate of the other side, kept until the remote description is set. */
  async receiveIce(event: ServerEvents['call:ice']): Promise<void> {
    const session = this.session;
    if (!session || !this.isCurrent(event.callId)) return;
    session.remoteCandidates.push(event.candidate);
    if (session.peer?.remoteDescription) await this.applyRemoteCandidates();
  }

  /** `call:end` from the server. */
  receiveEnd(event: ServerEvents['call:end']): void {
    if (!this.isCurrent(event.callId)) return;
    const view = this.session?.view;
    // A call that rang here and stopped before it was taken (the caller gave up, or nobody answered) was missed.
    const missed =
      view?.direction === 'incoming' &&
      view.phase === 'ringing' &&
      (event.reason === 'hangup' || event.reason === 'timeout');
    const cause: CallEndCause = missed
      ? 'missed'
      : event.reason === 'hangup'
        ? 'remote-hangup'
        : event.reason;
    this.finish(event.callId, cause);
    // A call that rang here and was taken or turned down elsewhere leaves no window behind.
    if (this.session?.view.direction === 'incoming' && this.session.view.connectedAt === null) {
      if (event.reason === 'answered_elsewhere' || event.reason === 'rejected') this.dismiss();
    }
  }

  /** The socket went away: the server ends the call for the other side; this side shows it lost. */
  connectionLost(): void {
    const view = this.session?.view;
    if (view && view.phase !== 'ended') this.finish(view.callId, 'disconnected');
  }

  // ── internals ──────────────────────────────────────────────────────────────

  private async openMedia(callId: string, withVideo: boolean): Promise<MediaStream | null> {
    const devices = this.env.mediaDevices();
    if (!devices?.getUserMedia) {
      this.endWith(callId, 'device-missing');
      return null;
    }
    try {
      const stream = await devices.getUserMedia({
        audio: true,
        video: withVideo ? { width: { ideal: 1280 }, height: { ideal: 720 } } : false,
      });
      if (!this.isCurrent(callId)) {
        stream.getTracks().forEach((track) => track.stop());
        return null;
      }
      this.update({ localStream: stream });
      return stream;
    } catch (error) {
      this.endWith(callId, deviceCause(error));
      return null;
    }
  }

  private createPeer(callId: string, stream: MediaStream): RTCPeerConnection {
    const peer = this.env.createPeer({ iceServers: this.iceServers });
    if (this.session) this.session.peer = peer;
    stream.getTracks().forEach((track) => peer.addTrack(track, stream));
    peer.onicecandidate = (event) => {
      if (!event.candidate || !this.isCurrent(callId)) return;
      const candidate: IceCandidate = {
        candidate: event.candidate.candidate,
        sdpMid: event.candidate.sdpMid,
        sdpMLineIndex: event.candidate.sdpMLineIndex,
      };
      if (this.session?.signalled) this.sendCandidate(callId, candidate);
      else this.session?.localCandidates.push(candidate);
    };
    peer.ontrack = (event) => {
      if (!this.isCurrent(callId)) return;
      const remote = event.streams[0] ?? new MediaStream([event.track]);
      this.update({ remoteStream: remote });
    };
    peer.onconnectionstatechange = () => {
      if (!this.isCurrent(callId)) return;
      const state = peer.connectionState;
      if (state === 'connected') {
        this.update({
          connectionState: state,
          phase: 'connected',
          connectedAt: this.session?.view.connectedAt ?? this.env.now(),
        });
      } else if (state === 'failed') {
        this.update({ connectionState: state });
        this.endWith(callId, 'failed');
      } else {
        this.update({ connectionState: state });
      }
    };
    return peer;
  }

  /** The server knows the call now: our held candidates follow. */
  private signalled(callId: string): void {
    const session = this.session;
    if (!session || !this.isCurrent(callId)) return;
    session.signalled = true;
    const held = session.localCandidates.splice(0);
    held.forEach((candidate) => this.sendCandidate(callId, candidate));
  }

  private sendCandidate(callId: string, candidate: IceCandidate): void {
    void this.env.emit('call:ice', { callId, candidate }).catch(() => undefined);
  }

  private async applyRemoteCandidates(): Promise<void> {
    const session = this.session;
    if (!session?.peer?.remoteDescription) return;
    const pending = session.remoteCandidates.splice(0);
    for (const candidate of pending) {
      try {
        await session.peer.addIceCandidate(candidate);
      } catch {
        // A candidate the browser cannot use is skipped; the others may still connect.
      }
    }
  }

  private armRingTimer(callId: string): void {
    this.clearRingTimer();
    if (!this.session) return;
    this.session.ringTimer = setTimeout(() => {
      if (!this.isCurrent(callId)) return;
      const phase = this.session?.view.phase;
      if (phase === 'ringing' || phase === 'calling') {
        if (phase === 'calling')
          void this.env.emit('call:end', { callId, reason: 'hangup' }).catch(() => undefined);
        this.finish(callId, 'timeout');
      }
    }, CLIENT_RING_LIMIT_MS);
  }

  private clearRingTimer(): void {
    if (this.session?.ringTimer) clearTimeout(this.session.ringTimer);
    if (this.session) this.session.ringTimer = null;
  }

  /** Ends with a cause of this side (devices, failure) after telling the server when it knows the call. */
  private endWith(callId: string, cause: CallEndCause): void {
    const session = this.session;
    if (session?.signalled && this.isCurrent(callId))
      void this.env.emit('call:end', { callId, reason: 'hangup' }).catch(() => undefined);
    else if (session?.view.direction === 'incoming' && this.isCurrent(callId))
      void this.env.emit('call:end', { callId, reason: 'rejected' }).catch(() => undefined);
    this.finish(callId, cause);
  }

  /** Stops the devices, closes the peer and shows the end. */
  private finish(callId: string, cause: CallEndCause, message?: string): void {
    const session = this.session;
    if (!session || session.view.callId !== callId || session.view.phase === 'ended') return;
    this.clearRingTimer();
    session.view.localStream?.getTracks().forEach((track) => track.stop());
    if (session.peer) {
      session.peer.onicecandidate = null;
      session.peer.ontrack = null;
      session.peer.onconnectionstatechange = null;
      session.peer.close();
    }
    this.update({
      phase: 'ended',
      endCause: cause,
      endMessage: cause === 'refused' ? (message ?? null) : END_MESSAGES[cause],
      localStream: null,
      remoteStream: null,
      connectionState: session.peer ? 'closed' : session.view.connectionState,
    });
  }
}
