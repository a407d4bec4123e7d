import { createContext, useContext, useSyncExternalStore } from 'react';

import type { CameraAnswer } from '@machines/webcamPhoto';

/** The webcam while a photo check runs: opened when the student agrees, one frame taken per photo, then off. */
export interface Camera {
  open: () => Promise<CameraAnswer>;
  /** A still of what the camera sees now, as a JPEG. */
  capture: () => Promise<Blob>;
  close: () => void;
  stream: () => MediaStream | null;
  subscribe: (listener: () => void) => () => void;
}

/** The size asked of the camera: the face check looks at 640 px at most (server/identity/face/photos.ts). */
const idealWidth = 640;
const idealHeight = 480;
/** JPEG quality of the still sent (the server re-encodes it at its own). */
const captureQuality = 0.9;

/** getUserMedia's refusals: the student (or the browser's settings) said no; anything else is no usable camera. */
const refusedNames = new Set(['NotAllowedError', 'SecurityError']);

export function createBrowserCamera(): Camera {
  let stream: MediaStream | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    open: async () => {
      if (stream) return 'open';
      if (!navigator.mediaDevices?.getUserMedia) return 'unavailable';
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { width: { ideal: idealWidth }, height: { ideal: idealHeight }, facingMode: 'user' },
          audio: false,
        });
        notify();
        return 'open';
      } catch (error) {
        return error instanceof DOMException && refusedNames.has(error.name) ? 'denied' : 'unavailable';
      }
    },
    capture: async () => {
      if (!stream) throw new Error('the camera is not open');
      const video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      await video.play();
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth || idealWidth;
      canvas.height = video.videoHeight || idealHeight;
      canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
      video.srcObject = null;
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no frame'))), 'image/jpeg', captureQuality),
      );
    },
    close: () => {
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      notify();
    },
    stream: () => stream,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The launch page's camera (one per page visit; ChapterLaunchFlow turns it off when the page goes). */
export const CameraContext = createContext<Camera | null>(null);

export function useCameraStream(camera: Camera | null) {
  return useSyncExternalStore(
    (listener) => camera?.subscribe(listener) ?? (() => undefined),
    () => camera?.stream() ?? null,
  );
}

export const useCamera = () => useContext(CameraContext);
