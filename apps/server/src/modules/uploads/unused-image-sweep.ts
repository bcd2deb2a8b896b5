import type { FastifyInstance } from 'fastify';
import { startPeriodicSweep } from '../../lib/periodic-sweep';
import type { UploadService } from './service';

/**
 * Every hour (and once at start), on every instance, images past their grace period that nothing uses are deleted.
 * Unused images are kept for a day by default: an hour more or less before they go makes no difference.
 */
export function startUnusedImageSweep(app: FastifyInstance, uploads: UploadService) {
  startPeriodicSweep(app, {
    intervalMs: 3_600_000,
    run: (stop) => uploads.deleteUnused(stop),
    didWork: 'Deleted uploaded images that nothing uses',
    failed: 'Deleting unused images failed; the next sweep tries again',
  });
}
