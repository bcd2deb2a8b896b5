import type { FastifyInstance } from 'fastify';
import type { UploadService } from './service';

/** Unused images are kept for a day by default: an hour more or less before they go makes no difference. */
const SWEEP_INTERVAL_MS = 3_600_000;

/** Every hour (and once at start), on every instance, images past their grace period that nothing uses are deleted. */
export function startUnusedImageSweep(app: FastifyInstance, uploads: UploadService) {
  const sweep = () => {
    uploads.deleteUnused().then(
      (count) => count > 0 && app.log.info({ count }, 'Deleted uploaded images that nothing uses'),
      (error: unknown) => app.log.error({ err: error }, 'Deleting unused images failed; the next sweep tries again'),
    );
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}
