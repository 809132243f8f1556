;; Int8DotKernel's WebAssembly module (128-bit SIMD), embedded in Int8DotKernel.ts as base64;
;; test/vectorstore/internal/Int8DotKernel.test.ts assembles this file and checks the bytes agree.
;; dots8(q, base, rows, stride, out): out[r] = sum_k Q[k] * V_r[k] as an exact i32, where Q is the
;; quantized query (i16, at q) and V_r row r of the quantized corpus (i8, at base + r * stride).
;; stride is a multiple of 16 bytes; both are zero-padded to it. The caller bounds |Q| so that no
;; sum overflows.
(module
  (import "env" "memory" (memory 1 65536))
  (func (export "dots8") (param $q i32) (param $base i32) (param $rows i32) (param $stride i32) (param $out i32)
    (local $p i32) (local $qq i32) (local $end i32) (local $outEnd i32) (local $v v128) (local $a0 v128) (local $a1 v128)
    (local.set $p (local.get $base))
    (local.set $outEnd (i32.add (local.get $out) (i32.shl (local.get $rows) (i32.const 2))))
    (block $done
      (loop $rows_loop
        (br_if $done (i32.ge_u (local.get $out) (local.get $outEnd)))
        (local.set $a0 (v128.const i32x4 0 0 0 0))
        (local.set $a1 (v128.const i32x4 0 0 0 0))
        (local.set $qq (local.get $q))
        (local.set $end (i32.add (local.get $p) (local.get $stride)))
        (block $vdone
          (loop $vloop
            (br_if $vdone (i32.ge_u (local.get $p) (local.get $end)))
            ;; 16 int8 values, widened to two i16x8 halves, each multiplied pairwise with the query
            (local.set $v (v128.load (local.get $p)))
            (local.set $a0 (i32x4.add (local.get $a0)
              (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $v)) (v128.load (local.get $qq)))))
            (local.set $a1 (i32x4.add (local.get $a1)
              (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $v)) (v128.load offset=16 (local.get $qq)))))
            (local.set $p (i32.add (local.get $p) (i32.const 16)))
            (local.set $qq (i32.add (local.get $qq) (i32.const 32)))
            (br $vloop)))
        (local.set $a0 (i32x4.add (local.get $a0) (local.get $a1)))
        (i32.store (local.get $out) (i32.add
          (i32.add (i32x4.extract_lane 0 (local.get $a0)) (i32x4.extract_lane 1 (local.get $a0)))
          (i32.add (i32x4.extract_lane 2 (local.get $a0)) (i32x4.extract_lane 3 (local.get $a0)))))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (br $rows_loop))))
)
