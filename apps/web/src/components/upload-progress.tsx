import { Progress } from 'antd';

/** What a tile shows while its file is being sent. */
export function UploadProgress({
  progress,
  className,
}: {
  progress: number;
  className?: string | undefined;
}) {
  return (
    <span className={className} aria-live="polite">
      <Progress percent={progress} size="small" showInfo={false} />
      Đang tải {progress}%
    </span>
  );
}
