import { M, PRODUCT_IMAGE_WIDTHS, PRODUCT_IMAGES_MAX, type Product, type ProductImageWidth } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { processProductImage } from '../../lib/images.js';
import { newName } from '../../plugins/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import type { TeamAccess } from '../teams/teams.access.js';
import { requireProduct, requireProductsAccess } from './products.access.js';
import { removeImageFiles, type ProductsService } from './products.service.js';
import * as q from './products.queries.js';

// A product's images: at most 8, each stored in three WebP widths (lib/images processProductImage),
// in the order the team chooses (position 0 is the cover). Files are written before their row and removed after
// it is gone, so a row never points at a missing file; a failed write removes what it stored.

const imageNotFound = () => new AppError('not_found', M.product.error.image_not_found);

export class ProductImagesService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly products: ProductsService,
  ) {}

  private get db(): Db {
    return this.deps.db;
  }

  /** Access and the product, before an upload's body is read: an outsider learns nothing, a refused caller uploads nothing. */
  async prepareEdit(
    teamId: string,
    userId: string,
    productId: string,
  ): Promise<{ access: TeamAccess; product: q.ProductRow }> {
    const access = await requireProductsAccess(this.db, teamId, userId, 'edit');
    const product = await requireProduct(this.db, access, productId);
    // Changing a published product's pictures changes what the public sees: a muted person may not.
    if (product.status === 'PUBLISHED') await assertCanPublish(this.db, userId);
    return { access, product };
  }

  async upload(teamId: string, userId: string, productId: string, upload: Buffer, alt: string): Promise<Product> {
    const { access, product } = await this.prepareEdit(teamId, userId, productId);
    if ((await q.listImages(this.db, productId)).length >= PRODUCT_IMAGES_MAX) throw tooMany();
    const processed = await processProductImage(upload);
    const files = {} as Record<ProductImageWidth, string>;
    try {
      for (const width of PRODUCT_IMAGE_WIDTHS) {
        files[width] = newName('webp');
        await this.deps.storage.put(files[width], processed.variants[width], 'image/webp');
      }
    } catch (error) {
      // The store failed part-way (a bucket out of reach): the widths already stored go too.
      await removeImageFiles(this.deps, [{ files }]);
      throw error;
    }
    try {
      await this.db.transaction(async (tx) => {
        // The lock makes two uploads at once count one after the other: never a ninth image.
        if (!(await q.lockProduct(tx, teamId, productId))) throw new AppError('not_found', M.product.error.not_found);
        const existing = await q.listImages(tx, productId);
        if (existing.length >= PRODUCT_IMAGES_MAX) throw tooMany();
        const image = await q.insertImage(tx, {
          productId,
          position: existing.length,
          files,
          width: processed.width,
          height: processed.height,
          alt,
        });
        await q.touchProduct(tx, productId);
        await recordAudit(tx, {
          actorId: userId,
          action: 'product.image.upload',
          targetType: 'product',
          targetId: productId,
          after: { imageId: image.id, position: image.position },
        });
      });
    } catch (error) {
      await removeImageFiles(this.deps, [{ files }]);
      throw error;
    }
    return this.products.view(access, userId, product);
  }

  async order(teamId: string, userId: string, productId: string, ids: string[]): Promise<Product> {
    const { access, product } = await this.prepareEdit(teamId, userId, productId);
    await this.db.transaction(async (tx) => {
      const current = await q.listImages(tx, productId);
      const known = new Set(current.map((image) => image.id));
      const exact =
        ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
      if (!exact) throw new AppError('validation', M.product.validation.order_invalid, 400, { field: 'ids' });
      await q.setImagePositions(tx, productId, ids);
      await q.touchProduct(tx, productId);
      await recordAudit(tx, {
        actorId: userId,
        action: 'product.image.order',
        targetType: 'product',
        targetId: productId,
        before: { ids: current.map((image) => image.id) },
        after: { ids },
      });
    });
    return this.products.view(access, userId, product);
  }

  async updateAlt(teamId: string, userId: string, productId: string, imageId: string, alt: string): Promise<Product> {
    const { access, product } = await this.prepareEdit(teamId, userId, productId);
    const image = await this.image(productId, imageId);
    await this.db.transaction(async (tx) => {
      await q.setImageAlt(tx, image.id, alt);
      await q.touchProduct(tx, productId);
      await recordAudit(tx, {
        actorId: userId,
        action: 'product.image.alt',
        targetType: 'product',
        targetId: productId,
        before: { imageId, alt: image.alt },
        after: { imageId, alt },
      });
    });
    return this.products.view(access, userId, product);
  }

  async delete(teamId: string, userId: string, productId: string, imageId: string): Promise<Product> {
    // Removing a picture publishes nothing: allowed to a muted person, not to a locked team.
    const access = await requireProductsAccess(this.db, teamId, userId, 'edit');
    const product = await requireProduct(this.db, access, productId);
    const image = await this.image(productId, imageId);
    await this.db.transaction(async (tx) => {
      await q.deleteImage(tx, image.id);
      const rest = await q.listImages(tx, productId);
      await q.setImagePositions(
        tx,
        productId,
        rest.map((row) => row.id),
      );
      await q.touchProduct(tx, productId);
      await recordAudit(tx, {
        actorId: userId,
        action: 'product.image.delete',
        targetType: 'product',
        targetId: productId,
        before: { imageId, position: image.position },
      });
    });
    await removeImageFiles(this.deps, [image]);
    return this.products.view(access, userId, product);
  }

  private async image(productId: string, imageId: string): Promise<q.ProductImageRow> {
    if (!isUuid(imageId)) throw imageNotFound();
    const image = await q.findImage(this.db, productId, imageId);
    if (!image) throw imageNotFound();
    return image;
  }
}

function tooMany(): AppError {
  return new AppError('conflict', M.product.error.images_max, 409, { field: 'file', max: PRODUCT_IMAGES_MAX });
}
