import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { OTP_RESEND_SECONDS, OtpDigitsSchema, VALIDATION } from '@lumi/shared';
import { firstIssueMessage } from '@/lib/form-rules';
import { useCountdown } from '../hooks/use-countdown';
import styles from './auth.module.css';
import { emptyOtp, OtpInput } from './otp-input';
import { LinkButton, StepHeader } from './step-header';

type VerifyOtpFormProps = {
  email: string;
  purpose: 'verify' | 'reset';
  /** When 'Gửi lại' becomes available (Date.now() timestamp). */
  resendAt: number | null;
  loading: boolean;
  resending: boolean;
  /** The six digits, sent as a number by the caller (spec §5). */
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
};

export function VerifyOtpForm({
  email,
  purpose,
  resendAt,
  loading,
  resending,
  onSubmit,
  onResend,
  onBack,
}: VerifyOtpFormProps) {
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useCountdown(resendAt, OTP_RESEND_SECONDS);

  const submit = () => {
    const code = digits.join('');
    const problem = firstIssueMessage(OtpDigitsSchema, code);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    onSubmit(code);
  };

  return (
    <>
      <StepHeader
        eyebrow={purpose === 'reset' ? 'Khôi phục tài khoản' : 'Xác thực tài khoản'}
        title="Nhập mã OTP"
        subtitle={
          <>
            Mã gồm 6 chữ số đã được gửi tới <strong>{email}</strong>. Mã có hiệu lực trong 5 phút.
          </>
        }
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.otpBlock}>
          <OtpInput
            value={digits}
            onChange={(next) => {
              setDigits(next);
              setError(null);
            }}
            onInvalidInput={() => setError(VALIDATION.otpNotNumeric)}
            onComplete={submit}
            invalid={error !== null}
            disabled={loading}
            autoFocus
          />
          <div className={styles.otpError} role="alert" data-testid="otp-error">
            {error}
          </div>
        </div>
        <div className={styles.resend}>
          Bạn chưa nhận được mã?{' '}
          {secondsLeft > 0 ? (
            <span>
              Gửi lại sau <span className={styles.countdown}>{secondsLeft}s</span>
            </span>
          ) : (
            <LinkButton onClick={onResend} disabled={resending || loading}>
              {resending ? 'Đang gửi...' : 'Gửi lại'}
            </LinkButton>
          )}
        </div>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={loading}
          className={styles.submit}
        >
          Xác nhận
        </Button>
      </form>
      <div className={styles.switch}>
        <LinkButton onClick={onBack} className={styles.back}>
          <ArrowLeftOutlined /> Quay lại đăng nhập
        </LinkButton>
      </div>
      <p className={styles.note}>Không thấy email? Hãy kiểm tra cả thư mục Spam hoặc Quảng cáo.</p>
    </>
  );
}
