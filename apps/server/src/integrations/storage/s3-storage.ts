import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../config.js';
import {
  isValidKey,
  newKey,
  objectHeaders,
  PUBLIC_FOLDERS,
  putWith,
  type Storage,
} from './storage-objects.js';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

const PART_BYTES = 8 * 1024 * 1024;

/** Any S3-compatible bucket (AWS, MinIO, Scaleway, OVH, R2...): what several instances share. */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where the API requires them: several S3-compatible services refuse the
    // SDK's newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  const write = async (key: string, bytes: Buffer) => {
    if (!isValidKey(key)) throw new Error('invalid storage key');
    const { contentType, cacheControl } = objectHeaders(key);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );
  };

  const stream = async (key: string): Promise<Readable | undefined> => {
    if (!isValidKey(key)) return undefined;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return object.Body as Readable | undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  /** A multipart upload in parts of PART_BYTES (S3's minimum is 5 MiB); small files in one PUT. */
  const writeStream = async (key: string, source: Readable): Promise<number> => {
    if (!isValidKey(key)) throw new Error('invalid storage key');
    let buffered: Buffer[] = [];
    let bufferedBytes = 0;
    let total = 0;
    let uploadId: string | undefined;
    const parts: { ETag?: string; PartNumber: number }[] = [];
    const sendPart = async () => {
      const { contentType, cacheControl } = objectHeaders(key);
      uploadId ??= (
        await client.send(
          new CreateMultipartUploadCommand({
            Bucket,
            Key: key,
            ContentType: contentType,
            CacheControl: cacheControl,
          }),
        )
      ).UploadId;
      const Body = Buffer.concat(buffered);
      buffered = [];
      bufferedBytes = 0;
      const PartNumber = parts.length + 1;
      const sent = await client.send(
        new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber, Body }),
      );
      parts.push({ ETag: sent.ETag, PartNumber });
    };
    try {
      for await (const chunk of source) {
        const bytes = chunk as Buffer;
        buffered.push(bytes);
        bufferedBytes += bytes.length;
        total += bytes.length;
        if (bufferedBytes >= PART_BYTES) await sendPart();
      }
      if (!uploadId) {
        await write(key, Buffer.concat(buffered));
        return total;
      }
      if (bufferedBytes > 0) await sendPart();
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return total;
    } catch (error) {
      if (uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
  };

  return {
    newKey,
    write,
    writeStream,
    put: putWith(write),
    async read(key) {
      const body = await stream(key);
      if (!body) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream,
    async size(key) {
      if (!isValidKey(key)) return undefined;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      if (!isValidKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *keys(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isValidKey(object.Key)) yield object.Key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    isValidKey,
    publicUrl(key) {
      if (!config.publicUrl || !isValidKey(key)) return undefined;
      const folder = key.slice(0, key.indexOf('/'));
      return (PUBLIC_FOLDERS as readonly string[]).includes(folder)
        ? `${config.publicUrl}/${key}`
        : undefined;
    },
    close() {
      client.destroy();
    },
  };
}
