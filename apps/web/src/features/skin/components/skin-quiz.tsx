import { Button, Checkbox, Progress, Radio } from 'antd';
import { useId, useState } from 'react';
import { SKIN_MESSAGES, SKIN_QUIZ, type SkinQuizAnswers } from '@lumi/shared';
import { isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useSaveSkinProfileMutation } from '@/lib/skin-api';
import { useCachedSkinRecord } from '../hooks/use-skin-record';
import { questionIndexOfError, toggleAnswer } from '../utils/quiz';
import styles from './skin.module.css';

type SkinQuizProps = {
  /** The answers to start from: empty for a first quiz, the saved ones to take it again. */
  initial: SkinQuizAnswers;
  /** 'Quay lại' on the first question. */
  onCancel: () => void;
  /** After the answers were saved (the cached record already holds the new profile). */
  onSaved: () => void;
};

/**
 * The skin quiz, one question per step ('Câu 3/8'): a radio list for a single answer, check boxes for several (where
 * 'none' stands alone). The last step's 'Xem kết quả' saves the answers (`PUT /skin/profile`); a question the server
 * refuses opens again with its message.
 */
export function SkinQuiz({ initial, onCancel, onSaved }: SkinQuizProps) {
  const [answers, setAnswers] = useState<SkinQuizAnswers>(initial);
  const [step, setStep] = useState(0);
  const [serverError, setServerError] = useState<{ step: number; message: string } | null>(null);
  const [save, { isLoading }] = useSaveSkinProfileMutation();
  const cached = useCachedSkinRecord();
  const titleId = useId();

  const question = SKIN_QUIZ[step]!;
  const chosen = answers[question.id] ?? [];
  const isLast = step === SKIN_QUIZ.length - 1;
  const choose = (next: string[]) => {
    setAnswers((current) => ({ ...current, [question.id]: next }));
    setServerError(null);
  };

  const submit = async () => {
    try {
      const record = await save(answers).unwrap();
      cached.replace(record);
      notify.success(SKIN_MESSAGES.profileSaved);
      onSaved();
    } catch (failure) {
      // The API layer shows the message; a refused answer also sends the customer back to its question.
      if (!isApiError(failure)) return;
      const index = questionIndexOfError(failure.errors);
      if (index < 0) return;
      const path = `answers.${SKIN_QUIZ[index]!.id}`;
      setStep(index);
      setServerError({
        step: index,
        message: failure.errors?.find((e) => e.path === path)?.message ?? failure.message,
      });
    }
  };

  const optionClass = (id: string) =>
    chosen.includes(id) ? `${styles.option} ${styles.optionChosen}` : styles.option;

  return (
    <div className={styles.quiz}>
      <div className={styles.progress}>
        <span aria-live="polite">
          Câu {step + 1}/{SKIN_QUIZ.length}
        </span>
        <Progress
          percent={Math.round(((step + 1) / SKIN_QUIZ.length) * 100)}
          showInfo={false}
          aria-label={`Câu ${step + 1} trên ${SKIN_QUIZ.length}`}
        />
      </div>
      <fieldset className={styles.question} aria-labelledby={titleId}>
        <legend id={titleId} className={styles.questionText}>
          {question.text}
        </legend>
        {question.multiple ? (
          <>
            <p className={styles.hint}>Chọn một hoặc nhiều đáp án</p>
            <div className={styles.options}>
              {question.options.map((option) => (
                <Checkbox
                  key={option.id}
                  className={optionClass(option.id)}
                  checked={chosen.includes(option.id)}
                  onChange={(event) =>
                    choose(toggleAnswer(question, chosen, option.id, event.target.checked))
                  }
                >
                  {option.label}
                </Checkbox>
              ))}
            </div>
          </>
        ) : (
          <Radio.Group
            className={styles.options}
            value={chosen[0]}
            onChange={(event) => choose(toggleAnswer(question, chosen, String(event.target.value), true))}
          >
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id} className={optionClass(option.id)}>
                {option.label}
              </Radio>
            ))}
          </Radio.Group>
        )}
      </fieldset>
      {serverError?.step === step && (
        <p role="alert" className={styles.quizError}>
          {serverError.message}
        </p>
      )}
      <div className={styles.quizNav}>
        <Button
          size="large"
          onClick={() => (step === 0 ? onCancel() : setStep(step - 1))}
          disabled={isLoading}
        >
          Quay lại
        </Button>
        <Button
          size="large"
          type="primary"
          disabled={chosen.length === 0}
          loading={isLoading}
          onClick={() => (isLast ? void submit() : setStep(step + 1))}
        >
          {isLast ? 'Xem kết quả' : 'Tiếp tục'}
        </Button>
      </div>
    </div>
  );
}
