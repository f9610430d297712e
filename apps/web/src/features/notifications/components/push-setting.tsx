import { PUSH_TEXTS } from '@app/contract';
import { useEffect, useState } from 'react';
import { secondaryButton } from '../../../components/ui/button';
import {
  pushSupported,
  readPushChoice,
  writePushChoice,
} from '../../../shared/notifications/push-permission';
import {
  deviceSubscribed,
  subscribeDevice,
  unsubscribeDevice,
} from '../../../shared/notifications/push-device';

const TEXTS = PUSH_TEXTS;

type PushState = 'checking' | 'unsupported' | 'blocked' | 'on' | 'off';

const currentState = async (): Promise<PushState> => {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (readPushChoice() === 'off' || Notification.permission !== 'granted') return 'off';
  return (await deviceSubscribed()) ? 'on' : 'off';
};

/**
 * 'Push notifications on this device' on /notifications (docs/product/notifications.md#web-push):
 * off deletes this device and keeps Follow from subscribing it again; on asks for permission
 * (a press, so the browser's prompt may open) and subscribes.
 */
export function PushSetting() {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void currentState()
      .catch((): PushState => 'off')
      .then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (!on) {
        await unsubscribeDevice();
        writePushChoice('off');
        setState('off');
        return;
      }
      const permission =
        Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      if (permission === 'denied') {
        writePushChoice('declined');
        setState('blocked');
        return;
      }
      if (permission !== 'granted') return;
      writePushChoice(null);
      if (await subscribeDevice()) setState('on');
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking') return null;
  return (
    <section
      aria-labelledby="push-setting-title"
      className="grid gap-2 rounded-lg bg-surface p-3 ring-1 ring-white/10"
    >
      <h2 id="push-setting-title" className="font-semibold">
        {TEXTS.settingTitle}
      </h2>
      {state === 'unsupported' ? (
        <p className="text-sm text-muted">{TEXTS.unsupported}</p>
      ) : state === 'blocked' ? (
        <p className="text-sm text-muted">{TEXTS.blocked}</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {state === 'on' ? TEXTS.settingOn : TEXTS.settingOff}
          </p>
          <button
            type="button"
            className={`${secondaryButton} w-fit`}
            aria-pressed={state === 'on'}
            disabled={busy}
            onClick={() => void change(state !== 'on')}
          >
            {state === 'on' ? TEXTS.turnOff : TEXTS.turnOn}
          </button>
        </>
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-300">
          {TEXTS.failed}
        </p>
      )}
    </section>
  );
}
