import _AutoFillSupport

/// The package's lock, under the name this module's files use without importing
/// `_AutoFillSupport`: only `Model/DeliveredCode.swift`, which is being removed. Delete this
/// file with it.
typealias Locked = _AutoFillSupport.Locked
