import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Skeleton } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatDate,
  SKIN_MESSAGES,
  SKIN_QUIZ,
  type SkinProfile,
  type SkinQuizAnswers,
  type SkinRecord,
} from '@lumi/shared';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDeleteSkinProfileMutation, useGetSkinRecordQuery } from '@/lib/skin-api';
import { useCachedSkinRecord } from '../hooks/use-skin-record';
import { quizAnswersOf } from '../utils/quiz';
import { SkinDiary } from './skin-diary';
import { AvoidList, SeeDoctorAlert, SkinProfileFacts } from './skin-parts';
import { SkinNoteList } from './skin-note-list';
import { SkinQuiz } from './skin-quiz';
import { SkinShareList } from './skin-share-list';
import styles from './skin.module.css';

/**
 * The account's 'Hồ sơ da' tab (issue 32): the quiz (or its result, with what to avoid and whether a dermatologist
 * should see the skin), the skin diary, the doctors' notes, and the bookings the record is shared with.
 */
export function SkinRecordTab() {
  const { data, error, isLoading } = useGetSkinRecordQuery();
  // The answers the open quiz started from; null while the quiz is closed.
  const [quiz, setQuiz] = useState<SkinQuizAnswers | null>(null);

  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data)
    return (
      <p role="alert" className={styles.muted}>
        {getErrorMessage(error)}
      </p>
    );

  return (
    <div className={styles.stack}>
      <Block title="Kết quả trắc nghiệm da">
        {quiz ? (
          <SkinQuiz initial={quiz} onCancel={() => setQuiz(null)} onSaved={() => setQuiz(null)} />
        ) : data.profile ? (
          <SkinResult
            record={data}
            profile={data.profile}
            onRetake={() => setQuiz(quizAnswersOf(data.profile?.answers))}
          />
        ) : (
          <QuizIntro record={data} onStart={() => setQuiz({})} />
        )}
      </Block>
      <Block title="Nhật ký da">
        <SkinDiary />
      </Block>
      <Block title="Ghi chú của bác sĩ">
        <SkinNoteList
          notes={data.notes}
          empty="Chưa có ghi chú nào. Sau buổi khám, bác sĩ có thể ghi lại lời dặn và những thành phần bạn cần tránh tại đây."
        />
      </Block>
      <Block title="Đang chia sẻ với">
        <SkinShareList shares={data.shares} />
      </Block>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.blockTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** No profile yet: what the quiz is, 'Bắt đầu', and what the doctors' notes already ask to avoid. */
function QuizIntro({ record, onStart }: { record: SkinRecord; onStart: () => void }) {
  return (
    <>
      <div className={styles.intro}>
        <p className={styles.introTitle}>Trả lời {SKIN_QUIZ.length} câu hỏi, khoảng 90 giây</p>
        <p className={styles.muted}>
          Lumi xác định loại da, các vấn đề da và những thành phần bạn nên tránh, rồi cảnh báo khi sản phẩm
          bạn xem có chứa chúng.
        </p>
        <Button type="primary" size="large" onClick={onStart}>
          Bắt đầu
        </Button>
      </div>
      <AvoidSection entries={record.avoid} />
    </>
  );
}

/** The profile: skin type, concerns, what to avoid, the dermatologist warning, and taking the quiz again. */
function SkinResult({
  record,
  profile,
  onRetake,
}: {
  record: SkinRecord;
  profile: SkinProfile;
  onRetake: () => void;
}) {
  const cached = useCachedSkinRecord();
  const [deleteProfile, { isLoading: isDeleting }] = useDeleteSkinProfileMutation();
  const remove = async () => {
    const result = await deleteProfile();
    if (!result.data) return;
    cached.replace(result.data);
    notify.success(SKIN_MESSAGES.profileDeleted);
  };

  return (
    <div className={styles.result}>
      <p className={styles.muted}>Cập nhật ngày {formatDate(profile.updatedAt)}</p>
      {profile.quizVersion !== record.quizVersion && (
        <Alert
          type="info"
          showIcon
          title="Bộ câu hỏi đã được cập nhật, hãy làm lại trắc nghiệm để kết quả chính xác hơn."
        />
      )}
      <SkinProfileFacts profile={profile} />
      <SeeDoctorAlert
        reasons={profile.seeDoctor}
        title="Bạn nên gặp bác sĩ da liễu"
        action={
          <Link to={paths.booking.doctors.getHref()} className={styles.linkButton}>
            Đặt lịch khám da liễu
          </Link>
        }
      />
      <AvoidSection entries={record.avoid} emptyText="Chưa có thành phần nào bạn cần tránh." />
      <div className={styles.actions}>
        <Button icon={<RedoOutlined />} onClick={onRetake}>
          Làm lại trắc nghiệm
        </Button>
        <Popconfirm
          title="Xóa kết quả trắc nghiệm?"
          description="Ghi chú của bác sĩ vẫn được giữ lại."
          okText="Xóa"
          cancelText="Hủy"
          okButtonProps={{ danger: true }}
          onConfirm={() => void remove()}
        >
          <Button danger icon={<DeleteOutlined />} loading={isDeleting}>
            Xóa kết quả
          </Button>
        </Popconfirm>
      </div>
    </div>
  );
}

/** 'Thành phần nên tránh': the quiz's and the doctors' reasons for each family. */
function AvoidSection({ entries, emptyText }: { entries: SkinRecord['avoid']; emptyText?: string }) {
  if (entries.length === 0 && !emptyText) return null;
  return (
    <div className={styles.block}>
      <h4 className={styles.subTitle}>Thành phần nên tránh</h4>
      {entries.length > 0 ? (
        <AvoidList entries={entries} label="Thành phần nên tránh" />
      ) : (
        <p className={styles.muted}>{emptyText}</p>
      )}
    </div>
  );
}
