/** The privacy signals a browser may send; each is absent in some browsers. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  /** Old Internet Explorer and Safari put Do Not Track on `window`. */
  windowDoNotTrack?: string | null;
  msDoNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Whether the reader asked not to be tracked (Do Not Track or Global Privacy Control): send nothing. */
export function isTrackingRefused(signals: PrivacySignals): boolean {
  if (signals.globalPrivacyControl === true) {
    return true;
  }
  return [signals.doNotTrack, signals.windowDoNotTrack, signals.msDoNotTrack].some(
    (value) => value === '1' || value === 'yes',
  );
}
