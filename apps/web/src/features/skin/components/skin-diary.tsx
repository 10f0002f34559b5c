import { PlusOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { SKIN_MESSAGES, type DiaryEntry } from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDeleteDiaryEntryMutation, useGetSkinDiaryQuery } from '@/lib/skin-api';
import { useFreshPhotoLinks } from '../hooks/use-fresh-photo-links';
import { DiaryEntryModal } from './skin-diary-form';
import { SkinDiaryTimeline } from './skin-diary-timeline';
import styles from './skin.module.css';

/**
 * The account's 'Nhật ký da' (issue 32): 'Thêm nhật ký' opens the day's form; the timeline below, newest day
 * first, with each entry's delete.
 */
export function SkinDiary() {
  const query = useGetSkinDiaryQuery();
  const onPhotoError = useFreshPhotoLinks(query);
  const [deleteEntry, deleting] = useDeleteDiaryEntryMutation();
  const [isFormOpen, setFormOpen] = useState(false);

  const remove = async (entry: DiaryEntry) => {
    const result = await deleteEntry(entry._id);
    if (result.data) notify.success(SKIN_MESSAGES.diaryDeleted);
  };

  return (
    <>
      <div className={styles.diaryHead}>
        <p className={styles.muted}>
          Ghi lại tình trạng da, ảnh và sản phẩm bạn dùng để theo dõi tiến triển qua từng ngày.
        </p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormOpen(true)}>
          Thêm nhật ký
        </Button>
      </div>
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.data ? (
        <SkinDiaryTimeline
          entries={query.data}
          empty="Chưa có nhật ký nào. Mỗi ngày một dòng ghi chú hoặc một tấm ảnh giúp bạn và bác sĩ thấy rõ làn da thay đổi thế nào."
          onDelete={(entry) => void remove(entry)}
          deletingId={deleting.isLoading ? deleting.originalArgs : undefined}
          onPhotoError={onPhotoError}
        />
      ) : (
        <p role="alert" className={styles.muted}>
          {getErrorMessage(query.error)}
        </p>
      )}
      <DiaryEntryModal open={isFormOpen} onClose={() => setFormOpen(false)} />
    </>
  );
}
