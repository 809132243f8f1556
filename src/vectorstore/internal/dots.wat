(module
  (import "env" "memory" (memory 1))
  (func (export "dots") (param $q i32) (param $base i32) (param $rows i32) (param $dims i32) (param $out i32)
    (local $r i32) (local $k i32) (local $p i32) (local $dim8 i32)
    (local $a0 v128) (local $a1 v128) (local $sum f32) (local $s v128)
    (local.set $dim8 (i32.and (local.get $dims) (i32.const -8)))
    (block $done
      (loop $rows_loop
        (br_if $done (i32.ge_u (local.get $r) (local.get $rows)))
        (local.set $a0 (v128.const f32x4 0 0 0 0))
        (local.set $a1 (v128.const f32x4 0 0 0 0))
        (local.set $k (i32.const 0))
        (local.set $p (i32.add (local.get $base) (i32.shl (i32.mul (local.get $r) (local.get $dims)) (i32.const 2))))
        (block $vdone
          (loop $vloop
            (br_if $vdone (i32.ge_u (local.get $k) (local.get $dim8)))
            (local.set $a0 (f32x4.add (local.get $a0)
              (f32x4.mul (v128.load (i32.add (local.get $p) (i32.shl (local.get $k) (i32.const 2))))
                         (v128.load (i32.add (local.get $q) (i32.shl (local.get $k) (i32.const 2)))))))
            (local.set $a1 (f32x4.add (local.get $a1)
              (f32x4.mul (v128.load offset=16 (i32.add (local.get $p) (i32.shl (local.get $k) (i32.const 2))))
                         (v128.load offset=16 (i32.add (local.get $q) (i32.shl (local.get $k) (i32.const 2)))))))
            (local.set $k (i32.add (local.get $k) (i32.const 8)))
            (br $vloop)))
        (local.set $s (f32x4.add (local.get $a0) (local.get $a1)))
        (local.set $sum (f32.add (f32.add (f32x4.extract_lane 0 (local.get $s)) (f32x4.extract_lane 1 (local.get $s)))
                                 (f32.add (f32x4.extract_lane 2 (local.get $s)) (f32x4.extract_lane 3 (local.get $s)))))
        (block $tdone
          (loop $tloop
            (br_if $tdone (i32.ge_u (local.get $k) (local.get $dims)))
            (local.set $sum (f32.add (local.get $sum)
              (f32.mul (f32.load (i32.add (local.get $p) (i32.shl (local.get $k) (i32.const 2))))
                       (f32.load (i32.add (local.get $q) (i32.shl (local.get $k) (i32.const 2)))))))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))
            (br $tloop)))
        (f32.store (i32.add (local.get $out) (i32.shl (local.get $r) (i32.const 2))) (local.get $sum))
        (local.set $r (i32.add (local.get $r) (i32.const 1)))
        (br $rows_loop))))
)
