import { Avatar } from 'antd';
import type { Participant } from '@lumi/shared';
import { useIsOnline } from '@/realtime';
import styles from './chat.module.css';

/**
 * A participant's picture with the online dot (`userOnlines`). `decorative`: hidden from assistive technology,
 * where the host says who it is and whether they are online itself.
 */
export function ParticipantAvatar({
  participant,
  size = 40,
  decorative = false,
}: {
  participant: Participant;
  size?: number;
  decorative?: boolean;
}) {
  const isOnline = useIsOnline(participant._id);
  return (
    <span className={styles.avatarWrap} aria-hidden={decorative || undefined}>
      <Avatar size={size} src={participant.avatar.url} alt="">
        {participant.name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <span
        className={`${styles.dot} ${styles.avatarDot} ${isOnline ? styles.dotOnline : ''}`}
        role="img"
        aria-label={isOnline ? 'Đang trực tuyến' : 'Ngoại tuyến'}
      />
    </span>
  );
}

/** How a participant is named in lists and headers: doctors with their title and specialty. */
export function participantTitle(participant: Participant): string {
  const name = participant.name.trim();
  if (participant.kind !== 'doctor' || /^(BS|ThS|TS|PGS|GS)\b/i.test(name)) return name;
  return `BS. ${name}`;
}

export function participantSubtitle(participant: Participant): string | null {
  if (participant.kind === 'doctor') return participant.specialty ?? null;
  if (participant.kind === 'admin')
    return participant.role === 'ADMIN' ? 'Quản trị viên' : 'Nhân viên hỗ trợ';
  return null;
}
