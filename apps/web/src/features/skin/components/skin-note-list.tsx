import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { formatDate, titledDoctorName, type SkinNote } from '@lumi/shared';
import { PersonAvatar } from '@/components/person-avatar';
import { FlagTags } from './skin-parts';
import styles from './skin.module.css';

type SkinNoteListProps = {
  notes: readonly SkinNote[];
  /** Shown when there is no note. */
  empty: string;
  /** Whether the reader may delete a note (the doctor who wrote it); no delete button otherwise. */
  canDelete?: (note: SkinNote) => boolean;
  onDelete?: (note: SkinNote) => void;
  /** The note being deleted. */
  deletingId?: string | undefined;
};

/** Doctors' notes on a skin: who wrote it, when, at which visit, what they said and what to avoid. */
export function SkinNoteList({ notes, empty, canDelete, onDelete, deletingId }: SkinNoteListProps) {
  if (notes.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.list} aria-label="Ghi chú của bác sĩ">
      {notes.map((note) => {
        const doctor = titledDoctorName(note.doctor.name);
        return (
          <li key={note._id} className={styles.note}>
            <PersonAvatar src={note.doctor.avatar.url} name={note.doctor.name} size={40} />
            <div>
              <div className={styles.noteHead}>
                <strong>{doctor}</strong>
                <span className={styles.noteMeta}>
                  {formatDate(note.createdAt)} · Lịch khám {note.booking.code}
                </span>
              </div>
              <p className={styles.noteText}>{note.text}</p>
              <FlagTags flags={note.avoid} />
              {onDelete && canDelete?.(note) && (
                <Popconfirm
                  title="Xóa ghi chú này?"
                  description="Ghi chú và các thành phần cần tránh của nó sẽ bị gỡ khỏi hồ sơ da."
                  okText="Xóa"
                  cancelText="Hủy"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(note)}
                >
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    loading={deletingId === note._id}
                    aria-label={`Xóa ghi chú ngày ${formatDate(note.createdAt)}`}
                  >
                    Xóa
                  </Button>
                </Popconfirm>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
